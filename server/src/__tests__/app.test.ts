import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, signedIn } from '../testing/test-app.ts';
import { migrations } from '../db/migrations.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the app', () => {
  it('answers an unknown address with a Russian 404 {message}', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/cabinet/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Адрес GET /api/cabinet/nothing не найден' });
  });

  it('answers 415 in Russian to an unsupported content type', async () => {
    const client = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: '/api/cabinet/user/send-message',
      payload: '<message><subject>a</subject></message>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).message).toBe('Неподдерживаемый тип содержимого: отправьте JSON или multipart/form-data');
  });

  it('answers 422 to a JSON body that is a string', async () => {
    const client = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: '/api/cabinet/user/send-message',
      payload: JSON.stringify('subject'),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ body: ['Ожидался тип «объект», получен: «строка»'] });
  });

  it('answers 422 to a JSON body that is an array', async () => {
    const client = await signedIn();
    const response = await client.post('/api/cabinet/user/send-message', ['subject', 'message']);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ body: ['Ожидался тип «объект», получен: «массив»'] });
  });

  it('hides the details of a server error', async () => {
    const client = await signedIn();
    client.app.db.exec('DROP TABLE notifications');
    const response = await client.get('/api/cabinet/notifications');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Ошибка сервера' });
  });

  it('notices within a second a reseed made by another process', async () => {
    const client = await signedIn();
    expect(json(await client.get('/api/cabinet/events/1')).data).toMatchObject({ title: 'Открытие сезона: встреча участников' });
    // What `npm run seed` does from outside: new rows and a new data generation.
    client.app.db.prepare("UPDATE events SET title = 'Новое название' WHERE id = 1").run();
    client.app.db.prepare("UPDATE app_state SET value = value + 1 WHERE key = 'data_generation'").run();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1500);
    expect(json(await client.get('/api/cabinet/events/1')).data).toMatchObject({ title: 'Новое название' });
  });

  it('seeds an empty database once and keeps data across restarts of a file database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-file-'));
    const dbPath = path.join(dir, 'cabinet.sqlite');
    const first = await createTestApp({ dbPath, dataDir: dir });
    first.db.prepare("UPDATE users SET name = 'Изменено' WHERE id = 1").run();
    await first.close();
    const second = await createTestApp({ dbPath, dataDir: dir });
    expect(second.users.findById(1)?.name).toBe('Изменено');
    expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(second.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(migrations.map(({ version }) => ({ version })));
  });
});
