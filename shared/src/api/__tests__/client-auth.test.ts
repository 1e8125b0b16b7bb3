import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, apiPath, recordRequests, setCookie, setupApiServer } from '../../testing/index.ts';
import {
  AUTH_TOKEN_COOKIE,
  DEVICE_NAME,
  configureApi,
  getAuthToken,
  getEvents,
  login,
  logout,
  type UnauthorizedEvent,
} from '../index.ts';

const { server, db } = setupApiServer({ signedIn: false });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

/** Copies the login body into the returned object and lets the default handler answer. */
function captureLoginBody(): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  server.use(
    http.post(apiPath('/api/cabinet/login'), async ({ request }) => {
      Object.assign(body, await request.clone().json());
      return undefined;
    }),
  );
  return body;
}

describe('token mode', () => {
  beforeEach(() => configureApi({ authMode: 'token' }, { retryDelay: 0 }));

  it('sends Bearer in token mode', async () => {
    db.tokens.set('7|secret', 1);
    setCookie(AUTH_TOKEN_COOKIE, '7|secret');
    const requests = recordRequests(server);
    await getEvents();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer 7|secret');
  });

  it('login stores the token and later calls use it', async () => {
    const user = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(user.email).toBe(DEMO_EMAIL);
    const token = getAuthToken();
    expect(token).not.toBeNull();
    expect(db.tokens.has(token ?? '')).toBe(true);
    await expect(getEvents()).resolves.toMatchObject({ meta: { current_page: 1 } });
  });

  it('login sends device_name cabinet-web', async () => {
    const body = captureLoginBody();
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(body).toMatchObject({ device_name: DEVICE_NAME });
  });

  it('logout clears the token', async () => {
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const token = getAuthToken() ?? '';
    await logout();
    expect(getAuthToken()).toBeNull();
    expect(db.tokens.has(token)).toBe(false);
  });
});

describe('cookie mode', () => {
  it('sends no Authorization header in cookie mode, even with a stored token', async () => {
    db.session.userId = 1;
    setCookie(AUTH_TOKEN_COOKIE, '7|secret');
    const requests = recordRequests(server);
    await getEvents();
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('login signs in with the session and sends no device_name', async () => {
    const body = captureLoginBody();
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(db.session.userId).toBe(1);
    expect(body).not.toHaveProperty('device_name');
    expect(getAuthToken()).toBeNull();
  });

  it('logout treats an already ended session as done', async () => {
    server.use(http.post(apiPath('/api/cabinet/logout'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(logout()).resolves.toBeUndefined();
  });
});

describe('401', () => {
  it('401 calls onUnauthorized', async () => {
    const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
    configureApi({ redirects: { signIn: '/login' } }, { onUnauthorized });
    await expect(getEvents()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ signInPath: '/login', error: { status: 401 } });
  });

  it('passes signInPath false when the sign-in redirect is off', async () => {
    const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
    configureApi({ redirects: { signIn: false } }, { onUnauthorized });
    await expect(getEvents()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized.mock.calls[0]?.[0].signInPath).toBe(false);
  });
});
