import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, setCookie, setupApiServer } from '../../testing/index.ts';
import { CSRF_COOKIE, configureApi, getCsrfCookie, getEvents, sendMessage, subscribe, updateUser } from '../index.ts';

const { server, db } = setupApiServer();

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const csrfRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.url.pathname === '/sanctum/csrf-cookie');

describe('CSRF', () => {
  it('calls the CSRF endpoint once for three parallel POSTs', async () => {
    const requests = recordRequests(server);
    await Promise.all([
      subscribe({ email: 'ivan.petrov@example.com' }),
      subscribe({ email: 'olga.ivanova@example.com' }),
      sendMessage({ subject: 'Вопрос', message: 'Будет ли запись лекции?' }),
    ]);
    expect(csrfRequests(requests)).toHaveLength(1);
    expect(db.subscribers).toHaveLength(2);
  });

  it('sends X-XSRF-TOKEN on every non-GET', async () => {
    const requests = recordRequests(server);
    await subscribe({ email: 'ivan.petrov@example.com' });
    await updateUser({ about: 'Люблю лекции по истории.' });
    const mutating = requests.filter((request) => request.method !== 'GET');
    expect(mutating.map((request) => request.method)).toEqual(['POST', 'PUT']);
    for (const request of mutating) expect(request.headers.get('x-xsrf-token')).toBe(db.csrfToken);
  });

  it('sends the URL-decoded cookie value', async () => {
    db.csrfToken = 'abc+/=';
    setCookie(CSRF_COOKIE, 'abc+/=');
    const requests = recordRequests(server);
    await subscribe({ email: 'ivan.petrov@example.com' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('abc+/=');
  });

  it('does not fetch the CSRF cookie when it is already set', async () => {
    db.csrfToken = 'existing-token';
    setCookie(CSRF_COOKIE, 'existing-token');
    const requests = recordRequests(server);
    await subscribe({ email: 'ivan.petrov@example.com' });
    expect(csrfRequests(requests)).toHaveLength(0);
  });

  it('waits for a CSRF refresh under way instead of sending the stale cookie', async () => {
    // A session that ended (401, logout) leaves its token behind in the cookie.
    setCookie(CSRF_COOKIE, 'stale-token');
    db.csrfToken = 'stale-token';
    const refresh = getCsrfCookie();
    const sent = subscribe({ email: 'ivan.petrov@example.com' });
    await Promise.all([refresh, sent]);
    expect(db.csrfToken).not.toBe('stale-token');
    expect(db.subscribers).toHaveLength(1);
  });

  it('sends no CSRF header and fetches no cookie for a GET', async () => {
    const requests = recordRequests(server);
    await getEvents();
    expect(csrfRequests(requests)).toHaveLength(0);
    expect(requests[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('the cookie set by /sanctum/csrf-cookie reaches document.cookie', async () => {
    await subscribe({ email: 'ivan.petrov@example.com' });
    expect(document.cookie).toContain(`${CSRF_COOKIE}=`);
  });
});
