import { readCookie } from './cookies.ts';

/**
 * Laravel Sanctum's CSRF protection for SPAs: `GET /sanctum/csrf-cookie` sets
 * the `XSRF-TOKEN` cookie; every non-GET request echoes it, URL-decoded, in
 * `X-XSRF-TOKEN`.
 */
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

// Three forms submitted at once must cause one cookie request, not three.
let inFlight: Promise<void> | null = null;

function readCsrfToken(): string | null {
  return readCookie(CSRF_COOKIE);
}

/**
 * Fetches a fresh CSRF cookie with `fetchCookie`, at most once at a time
 * (concurrent callers share the request). The fetcher is passed in by the
 * client so that this module does not import the client (which imports it).
 */
function refreshCsrfToken(fetchCookie: () => Promise<unknown>): Promise<void> {
  inFlight ??= fetchCookie().then(
    () => {
      inFlight = null;
    },
    (error: unknown) => {
      inFlight = null;
      throw error;
    },
  );
  return inFlight;
}

/**
 * Makes sure a non-GET request carries a current token: fetches the cookie
 * when it is missing, and waits for a refresh under way even when a cookie
 * exists — that cookie belongs to a session that is being replaced (after a
 * 401 or a logout), and sending it would earn a 419.
 */
async function ensureCsrfToken(fetchCookie: () => Promise<unknown>): Promise<void> {
  if (inFlight) return inFlight;
  if (readCsrfToken()) return;
  await refreshCsrfToken(fetchCookie);
}

export { CSRF_COOKIE, CSRF_HEADER, CSRF_COOKIE_PATH, readCsrfToken, ensureCsrfToken, refreshCsrfToken };
