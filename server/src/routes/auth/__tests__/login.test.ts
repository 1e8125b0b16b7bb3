import { describe, expect, it } from 'vitest';
import { ALL_TABLES, createTestApp, guest, json, snapshot } from '../../../testing/test-app.ts';

const LOGIN = '/api/cabinet/login';
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

describe('POST /api/cabinet/login', () => {
  it('signs in by cookie and answers {data: user}', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, DEMO);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.token).toBeUndefined();
    expect(body.data).toMatchObject({ id: 1, name: 'Анна Смирнова', email: 'demo@example.com', socials: expect.any(Array) });
    expect(JSON.stringify(body)).not.toContain('password');
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(200);
  });

  it('rotates the session id and keeps the CSRF token', async () => {
    const client = await guest();
    const before = client.cookies.get('cabinet_session');
    const xsrf = client.xsrf;
    await client.post(LOGIN, DEMO);
    expect(client.cookies.get('cabinet_session')).not.toBe(before);
    expect(client.xsrf).toBe(xsrf);
    const old = client.app.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(before);
    expect(old).toBeUndefined();
  });

  it('ignores the case of the e-mail and spaces around it', async () => {
    const client = await guest();
    expect((await client.post(LOGIN, { ...DEMO, email: '  Demo@Example.COM ' })).statusCode).toBe(200);
  });

  it('keeps a remembered session for 30 days', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, { ...DEMO, remember: true });
    const cookie = response.cookies.find((item) => item.name === 'cabinet_session');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('answers {token, data} in token mode (device_name) and the token authenticates', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, { ...DEMO, device_name: 'iPhone' });
    expect(response.statusCode).toBe(200);
    const { token, data } = json(response);
    expect(token).toMatch(/^\d+\|[\w-]+$/);
    expect(data).toMatchObject({ email: 'demo@example.com' });
    const row = client.app.db.prepare('SELECT name, token_hash FROM personal_access_tokens').get();
    expect(row).toMatchObject({ name: 'iPhone' });
    expect(JSON.stringify(row)).not.toContain(String(token).split('|')[1]);
    const me = await client.app.inject({ method: 'GET', url: '/api/cabinet/user', headers: { authorization: `Bearer ${String(token)}` } });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 to a forged bearer token', async () => {
    const client = await guest();
    const response = await client.app.inject({ method: 'GET', url: '/api/cabinet/user', headers: { authorization: 'Bearer 1|forged' } });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 422 with errors.email for a wrong password and changes nothing', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(LOGIN, { ...DEMO, password: 'wrong-password' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ message: 'Неверный email или пароль', errors: { email: ['Неверный email или пароль'] } });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers the same 422 for an unknown e-mail', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, { email: 'nobody@example.com', password: 'whatever1' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ email: ['Неверный email или пароль'] });
  });

  it('answers 422 with Russian messages for missing fields', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, {});
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Обязательное поле (и ещё 1 ошибка)',
      errors: { email: ['Обязательное поле'], password: ['Обязательное поле'] },
    });
  });

  it('answers 422 for wrong types', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, { email: 42, password: ['x'], remember: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      email: ['Ожидался тип «строка», получен: «число»'],
      password: ['Ожидался тип «строка», получен: «массив»'],
      remember: ['Ожидался тип «логическое значение», получен: «строка»'],
    });
  });

  it('answers 422 for a malformed e-mail', async () => {
    const client = await guest();
    const response = await client.post(LOGIN, { email: 'not-an-email', password: 'x' });
    expect(json(response).errors).toEqual({ email: ['Неверный формат email'] });
  });

  it('treats an SQL-looking e-mail as plain data', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(LOGIN, { email: "x' OR '1'='1", password: "' OR 1=1 --" });
    expect(response.statusCode).toBe(422);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 429 with Retry-After after 5 failed attempts per minute', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const timed = await guest(await createTestApp({ now: () => new Date(now) }));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await timed.post(LOGIN, { ...DEMO, password: 'wrong-password' })).statusCode).toBe(422);
    }
    const locked = await timed.post(LOGIN, DEMO);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(json(locked).message).toBe('Слишком много попыток входа. Повторите через 60 секунд.');
    now += 59_000;
    const later = await timed.post(LOGIN, DEMO);
    expect(json(later).message).toBe('Слишком много попыток входа. Повторите через 1 секунду.');
    now += 1_000;
    expect((await timed.post(LOGIN, DEMO)).statusCode).toBe(200);
    // The lock is per e-mail: another account from the same address is not affected.
    for (let attempt = 0; attempt < 5; attempt += 1) await timed.post(LOGIN, { ...DEMO, password: 'wrong-password' });
    expect((await timed.post(LOGIN, { ...DEMO, email: 'ivan@example.com' })).statusCode).toBe(200);
  });

  it('refuses an unverified user with 403 and mails a new verification link (a minute after the last one)', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const client = await guest(await createTestApp({ now: () => new Date(now) }));
    await client.post('/api/cabinet/register', {
      name: 'Пётр',
      email: 'petr@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    });
    now += 60_000;
    const response = await client.post(LOGIN, { email: 'petr@example.com', password: 'secret-pass' });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toContain('Подтвердите email');
    const mail = client.app.mailer.list('petr@example.com');
    expect(mail).toHaveLength(2);
  });
});
