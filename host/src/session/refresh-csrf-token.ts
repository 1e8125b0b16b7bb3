import { getCsrfCookie } from '@cabinet/runtime';

/**
 * Fetches a fresh `XSRF-TOKEN`. The token belongs to a server session, so
 * once that session is gone (a 401, an expired session found at start-up, a
 * 419) the cookie left in the browser is stale and the next sign-in would be
 * refused with 419. The client fetches a token by itself only when the cookie
 * is missing, hence this explicit refresh; forms submitted meanwhile wait for
 * it (shared/src/api/csrf.ts). A failure is logged, not thrown: the next form
 * submit reports it.
 */
function refreshCsrfToken(): Promise<void> {
  return getCsrfCookie().catch((error: unknown) => {
    console.warn('Unable to refresh the CSRF token', error);
  });
}

export { refreshCsrfToken };
