import { getCsrfCookie } from '@cabinet/shared';

/**
 * Fetches a fresh `XSRF-TOKEN`. The token belongs to a server session, so
 * once that session is gone (a 401, an expired session found at start-up, a
 * 419) the cookie left in the browser is stale and the next sign-in would be
 * refused with 419. The client fetches a token only when the cookie is
 * missing, hence this explicit refresh. Concurrent callers share one request;
 * a failure is logged, not thrown: the next form submit reports it.
 */
let pending: Promise<void> | null = null;

function refreshCsrfToken(): Promise<void> {
  pending ??= getCsrfCookie()
    .catch((error: unknown) => {
      console.warn('Unable to refresh the CSRF token', error);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

export { refreshCsrfToken };
