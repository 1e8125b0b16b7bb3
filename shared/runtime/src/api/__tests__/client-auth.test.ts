import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, recordRequests, setCookie, setupApiServer } from '@cabinet/testing';
import { logout } from '../../session/index.ts';
import { AUTH_TOKEN_COOKIE, configureApi, getAuthToken, setAuthToken, type UnauthorizedEvent } from '../index.ts';
import { itemsDomain, listItems } from './support/items.ts';

const { server, db } = setupApiServer({ domains: [itemsDomain], signedIn: false });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('token mode', () => {
  beforeEach(() => configureApi({ authMode: 'token' }, { retryDelay: 0 }));

  it('sends Bearer in token mode', async () => {
    db.tokens.set('7|secret', 1);
    setCookie(AUTH_TOKEN_COOKIE, '7|secret');
    const requests = recordRequests(server);
    await listItems();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer 7|secret');
  });

  it('a stored token signs the later calls in', async () => {
    db.tokens.set('8|stored', 1);
    setAuthToken('8|stored');
    expect(getAuthToken()).toBe('8|stored');
    await expect(listItems()).resolves.toMatchObject({ meta: { current_page: 1 } });
  });

  it('logout clears the token, here and on the server', async () => {
    db.tokens.set('9|secret', 1);
    setAuthToken('9|secret');
    await logout();
    expect(getAuthToken()).toBeNull();
    expect(db.tokens.has('9|secret')).toBe(false);
  });
});

describe('cookie mode', () => {
  it('sends no Authorization header in cookie mode, even with a stored token', async () => {
    db.session.userId = 1;
    setCookie(AUTH_TOKEN_COOKIE, '7|secret');
    const requests = recordRequests(server);
    await listItems();
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('logout treats an already ended session as done', async () => {
    server.use(http.post(apiPath('/api/cabinet/logout'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(logout()).resolves.toBeUndefined();
  });
});

describe('on a server rendering a page', () => {
  it('sends the visitor’s credentials of the request being rendered, read per request', async () => {
    let visitor: Record<string, string> | undefined = { Authorization: 'Bearer 11|visitor', Origin: 'https://cabinet.example.com' };
    configureApi({ authMode: 'token' }, { retryDelay: 0, requestHeaders: () => visitor });
    db.tokens.set('11|visitor', 1);
    const requests = recordRequests(server);
    await listItems();
    visitor = undefined;
    await expect(listItems()).rejects.toMatchObject({ status: 401 });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer 11|visitor');
    expect(requests[0]?.headers.get('origin')).toBe('https://cabinet.example.com');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });
});

describe('401', () => {
  it('401 calls onUnauthorized', async () => {
    const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
    configureApi({ redirects: { signIn: '/login' } }, { onUnauthorized });
    await expect(listItems()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ signInPath: '/login', error: { status: 401 } });
  });

  it('passes signInPath false when the sign-in redirect is off', async () => {
    const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
    configureApi({ redirects: { signIn: false } }, { onUnauthorized });
    await expect(listItems()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized.mock.calls[0]?.[0].signInPath).toBe(false);
  });
});
