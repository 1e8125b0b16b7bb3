import { describe, expect, it } from 'vitest';
import { createTestApp, snapshot } from '../../../testing/test-app.ts';

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
});
