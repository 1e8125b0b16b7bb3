import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, guest, signedIn, snapshot, timedApp } from '../../../testing/test-app.ts';

const sessionRows = (app: FastifyInstance) => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM sessions').get()?.n;
const cookieless = (app: FastifyInstance, remoteAddress = '203.0.113.50') =>
  app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress });

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with an XSRF-TOKEN cookie readable by scripts and an HttpOnly session cookie', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    const session = response.cookies.find((cookie) => cookie.name === 'cabinet_session');
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value.length).toBeGreaterThan(20);
    expect(session).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
  });

  it('stores the session in SQLite', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const id = response.cookies.find((cookie) => cookie.name === 'cabinet_session')?.value;
    const row = app.db.prepare('SELECT user_id, csrf_token FROM sessions WHERE id = ?').get(id);
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(row).toEqual({ user_id: null, csrf_token: decodeURIComponent(xsrf ?? '') });
  });

  it('keeps the same session and token when called again with the session cookie', async () => {
    const app = await createTestApp();
    const first = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const id = first.cookies.find((cookie) => cookie.name === 'cabinet_session')?.value ?? '';
    const before = snapshot(app, ['sessions']);
    const second = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', cookies: { cabinet_session: id } });
    expect(second.cookies.find((cookie) => cookie.name === 'cabinet_session')?.value).toBe(id);
    expect(second.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value).toBe(
      first.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value,
    );
    expect(snapshot(app, ['sessions'])).toEqual(before);
  });

  it('starts a new session when the cookie names an unknown session', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', cookies: { cabinet_session: 'forged' } });
    expect(response.cookies.find((cookie) => cookie.name === 'cabinet_session')?.value).not.toBe('forged');
  });

  it('lets a session nobody signed in to live 15 idle minutes, and sweeps it; a signed-in one keeps its 120', async () => {
    const { app, advance } = await timedApp();
    for (let index = 0; index < 30; index += 1) await cookieless(app);
    const user = await signedIn(app);
    expect(sessionRows(app)).toBe(31);
    advance(16 * 60 * 1000);
    expect(app.sessions.prune()).toBe(30);
    expect(sessionRows(app)).toBe(1);
    expect((await user.get('/api/cabinet/user')).statusCode).toBe(200);
    // A guest who waited longer is told 419; the client then fetches a new token and sends again.
    const waiting = await guest(app);
    advance(16 * 60 * 1000);
    expect((await waiting.post('/api/cabinet/subscribe', { email: 'reader@example.com' })).statusCode).toBe(419);
  });

  it('starts at most 300 guest sessions per IP in 10 minutes: then 429 with Retry-After, and no row', async () => {
    const { app, advance } = await timedApp();
    const kept = (await cookieless(app)).cookies.find((cookie) => cookie.name === 'cabinet_session')?.value ?? '';
    for (let index = 1; index < 300; index += 1) expect((await cookieless(app)).statusCode).toBe(204);
    const refused = await cookieless(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toEqual({ message: 'Слишком много новых сессий из вашей сети. Повторите через 10 минут.' });
    expect(refused.cookies).toEqual([]);
    expect(sessionRows(app)).toBe(300);
    // A client that already has its session is not refused, nor is another IP.
    const again = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress: '203.0.113.50', cookies: { cabinet_session: kept } });
    expect(again.statusCode).toBe(204);
    expect((await cookieless(app, '203.0.113.51')).statusCode).toBe(204);
    advance(600_000);
    expect((await cookieless(app)).statusCode).toBe(204);
  });
});
