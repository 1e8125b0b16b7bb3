import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DevMailListResponseSchema } from '@cabinet/runtime/contract';
import { buildApp } from '../../../app.ts';
import { optionsFromEnv } from '../../../options.ts';
import { createTestApp, guest, json, signedIn, testOptions } from '../../../testing/test-app.ts';

describe('dev outbox and helpers', () => {
  it('lists kept mail newest first and filters by recipient', async () => {
    const client = await guest();
    await client.post('/api/cabinet/subscribe', { email: 'first@example.com' });
    await client.post('/api/cabinet/recovery', { email: 'demo@example.com' });
    const all = v.parse(DevMailListResponseSchema, (await client.get('/_dev/mail')).json()).data;
    expect(all.map((mail) => mail.to)).toEqual(['demo@example.com', 'first@example.com']);
    const filtered = v.parse(DevMailListResponseSchema, (await client.get('/_dev/mail?to=FIRST@example.com')).json()).data;
    expect(filtered.map((mail) => mail.subject)).toEqual(['Вы подписаны на новости']);
    expect(filtered[0]?.links).toEqual(['http://localhost:3000/']);
  });

  it('DELETE /_dev/sessions ends every session and token', async () => {
    const client = await signedIn();
    const token = String(json(await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password', device_name: 'x' })).token);
    expect((await client.delete('/_dev/sessions')).statusCode).toBe(204);
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(401);
    const bearer = await client.app.inject({ method: 'GET', url: '/api/cabinet/user', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(401);
  });

  it('POST /_dev/reset reseeds the demo data', async () => {
    const client = await signedIn();
    await client.get('/api/cabinet/notifications/40/mark');
    await client.put('/api/cabinet/user/update', { name: 'Другое имя' });
    expect((await client.post('/_dev/reset')).statusCode).toBe(204);
    const again = await (await guest(client.app)).login();
    expect(json(await again.get('/api/cabinet/user')).data).toMatchObject({ name: 'Анна Смирнова' });
    expect(json(await again.get('/api/cabinet/notifications')).meta).toMatchObject({ unread: 9 });
    expect(json(await again.get('/api/cabinet/events?per_page=1')).meta).toMatchObject({ total: 30 });
  });

  it('does not exist when the dev endpoints are off', async () => {
    const app = await createTestApp({ devEndpoints: false });
    expect((await app.inject({ method: 'GET', url: '/_dev/mail' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/_dev/reset' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/_dev/sessions' })).statusCode).toBe(404);
  });

  it('are off for a server started with nothing set: no flag, no NODE_ENV', async () => {
    const { dbPath, dataDir, appKey } = testOptions();
    const app = await buildApp({ ...optionsFromEnv({}), dbPath, dataDir, appKey, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/_dev/mail' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/_dev/reset' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: '/_dev/sessions' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
