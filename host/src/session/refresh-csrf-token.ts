import { getCsrfCookie } from '@cabinet/runtime';

/**
 * Fetches a fresh `XSRF-TOKEN`. The token belongs to a server session, so
 * once that session is gone (a 401, an expired session found at start-up, a
 * 419) the cookie left in the browser is stale and the next sign-in would be
 * refused with 419. The client fetches a token by itself when the cookie is
 * missing, and renews it after a 419 at the cost of a refused request; this
 * renews it before any. Forms submitted meanwhile wait for it (the runtime's
 * api/csrf.ts). A failure is logged, not thrown: the next submit reports it.
 */
function refreshCsrfToken(): Promise<void> {
  return getCsrfCookie().catch((error: unknown) => {
    console.warn('Unable to refresh the CSRF token', error);
  });
}

export { refreshCsrfToken };
