import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, setCookie, setupApiServer } from '@cabinet/testing';
import { CSRF_COOKIE, configureApi, getCsrfCookie } from '../index.ts';
import { addItem, itemsDomain, listItems, putItem } from './support/items.ts';

const { server, db } = setupApiServer({ domains: [itemsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const csrfRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.url.pathname === '/sanctum/csrf-cookie');

describe('CSRF', () => {
  it('calls the CSRF endpoint once for three parallel POSTs', async () => {
    const requests = recordRequests(server);
    await Promise.all([
      addItem('четвёртый'),
      addItem('пятый'),
      putItem({ name: 'шестой' }),
    ]);
    expect(csrfRequests(requests)).toHaveLength(1);
    expect(db.items).toHaveLength(6);
  });

  it('sends X-XSRF-TOKEN on every non-GET', async () => {
    const requests = recordRequests(server);
    await addItem('четвёртый');
    await putItem({ name: 'пятый' });
    const mutating = requests.filter((request) => request.method !== 'GET');
    expect(mutating.map((request) => request.method)).toEqual(['POST', 'PUT']);
    for (const request of mutating) expect(request.headers.get('x-xsrf-token')).toBe(db.csrfToken);
  });

  it('sends the URL-decoded cookie value', async () => {
    db.csrfToken = 'abc+/=';
    setCookie(CSRF_COOKIE, 'abc+/=');
    const requests = recordRequests(server);
    await addItem('четвёртый');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('abc+/=');
  });

  it('does not fetch the CSRF cookie when it is already set', async () => {
    db.csrfToken = 'existing-token';
    setCookie(CSRF_COOKIE, 'existing-token');
    const requests = recordRequests(server);
    await addItem('четвёртый');
    expect(csrfRequests(requests)).toHaveLength(0);
  });

  it('waits for a CSRF refresh under way instead of sending the stale cookie', async () => {
    // A session that ended (401, logout) leaves its token behind in the cookie.
    setCookie(CSRF_COOKIE, 'stale-token');
    db.csrfToken = 'stale-token';
    const refresh = getCsrfCookie();
    const sent = addItem('четвёртый');
    await Promise.all([refresh, sent]);
    expect(db.csrfToken).not.toBe('stale-token');
    expect(db.items).toContain('четвёртый');
  });

  it('sends no CSRF header and fetches no cookie for a GET', async () => {
    const requests = recordRequests(server);
    await listItems();
    expect(csrfRequests(requests)).toHaveLength(0);
    expect(requests[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('the cookie set by /sanctum/csrf-cookie reaches document.cookie', async () => {
    await addItem('четвёртый');
    expect(document.cookie).toContain(`${CSRF_COOKIE}=`);
  });
});
