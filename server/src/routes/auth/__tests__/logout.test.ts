import { describe, expect, it } from 'vitest';
import { guest, json, signedIn } from '../../../testing/test-app.ts';

describe('POST /api/cabinet/logout', () => {
  it('answers 204, destroys the session and issues a fresh guest session', async () => {
    const client = await signedIn();
    const session = client.cookies.get('cabinet_session');
    const xsrf = client.xsrf;
    const response = await client.post('/api/cabinet/logout');
    expect(response.statusCode).toBe(204);
    expect(client.app.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(session)).toBeUndefined();
    expect(client.cookies.get('cabinet_session')).not.toBe(session);
    expect(client.xsrf).not.toBe(xsrf);
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(401);
    // The fresh token works for the next sign-in without another csrf-cookie call.
    expect((await client.login()).cookies.size).toBeGreaterThan(0);
  });

  it('answers 401 when not signed in', async () => {
    const client = await guest();
    const response = await client.post('/api/cabinet/logout');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated.' });
  });

  it('revokes only the bearer token in token mode', async () => {
    const client = await guest();
    const first = String(json(await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password', device_name: 'a' })).token);
    const second = String(json(await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password', device_name: 'b' })).token);
    const app = client.app;
    const logout = await app.inject({ method: 'POST', url: '/api/cabinet/logout', headers: { authorization: `Bearer ${first}` } });
    expect(logout.statusCode).toBe(204);
    const check = (token: string) =>
      app.inject({ method: 'GET', url: '/api/cabinet/user', headers: { authorization: `Bearer ${token}` } });
    expect((await check(first)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
  });
});
