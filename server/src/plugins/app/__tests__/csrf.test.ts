import { describe, expect, it } from 'vitest';
import { ALL_TABLES, createTestApp, guest, json, signedIn, snapshot } from '../../../testing/test-app.ts';

const MESSAGE = { message: 'CSRF token mismatch.' };

describe('CSRF protection', () => {
  it('answers 419 when X-XSRF-TOKEN is missing', async () => {
    const client = await guest();
    client.sendXsrf = false;
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password' });
    expect(response.statusCode).toBe(419);
    expect(json(response)).toEqual(MESSAGE);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 419 when X-XSRF-TOKEN does not match the session', async () => {
    const client = await guest();
    const response = await client.request({
      method: 'POST',
      url: '/api/cabinet/subscribe',
      payload: { email: 'a@example.com' },
      headers: { 'x-xsrf-token': 'wrong-token' },
    });
    expect(response.statusCode).toBe(419);
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()).toEqual({ n: 0 });
  });

  it('answers 419 when there is no session at all', async () => {
    const app = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/cabinet/subscribe',
      payload: { email: 'a@example.com' },
      headers: { 'x-xsrf-token': 'anything' },
    });
    expect(response.statusCode).toBe(419);
  });

  it('answers 419 to a signed-in PUT without the header', async () => {
    const client = await signedIn();
    client.sendXsrf = false;
    const response = await client.put('/api/cabinet/user/update', { name: 'Взломщик' });
    expect(response.statusCode).toBe(419);
    expect(client.app.users.findById(1)?.name).toBe('Анна Смирнова');
  });

  it('does not check GET requests', async () => {
    const client = await signedIn();
    client.sendXsrf = false;
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(200);
  });

  it('does not check requests authenticated by a bearer token', async () => {
    const client = await guest();
    const login = await client.post('/api/cabinet/login', {
      email: 'demo@example.com',
      password: 'demo-password',
      device_name: 'test',
    });
    const token = json(login).token;
    const app = client.app;
    const response = await app.inject({
      method: 'POST',
      url: '/api/cabinet/subscribe',
      payload: { email: 'bearer@example.com' },
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(['Bearer x', 'Bearer 1|forged', 'bearer   nonsense'])(
    'answers 419 to a cookie-session login with a bogus "Authorization: %s" and no token, and sets no session',
    async (authorization) => {
      const client = await guest();
      client.sendXsrf = false;
      const before = snapshot(client.app, ALL_TABLES);
      const response = await client.request({
        method: 'POST',
        url: '/api/cabinet/login',
        payload: { email: 'demo@example.com', password: 'demo-password' },
        headers: { authorization },
      });
      expect(response.statusCode).toBe(419);
      expect(response.cookies).toEqual([]);
      expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
    },
  );

  it('answers 419 to a signed-in cookie session that adds a bogus bearer instead of the token', async () => {
    const client = await signedIn();
    client.sendXsrf = false;
    const response = await client.request({
      method: 'PUT',
      url: '/api/cabinet/user/update',
      payload: { name: 'Взломщик' },
      headers: { authorization: 'Bearer x' },
    });
    expect(response.statusCode).toBe(419);
    expect(client.app.users.findById(1)?.name).toBe('Анна Смирнова');
  });

  it('answers 404, not 419, for an unknown route', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/cabinet/unknown' });
    expect(response.statusCode).toBe(404);
  });
});
