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
 * Makes sure the CSRF cookie exists, fetching it with `fetchCookie` at most
 * once at a time. The fetcher is passed in by the client so that this module
 * does not import the client (which imports it).
 */
async function ensureCsrfToken(fetchCookie: () => Promise<unknown>): Promise<void> {
  if (readCsrfToken()) return;
  inFlight ??= fetchCookie().then(
    () => {
      inFlight = null;
    },
    (error: unknown) => {
      inFlight = null;
      throw error;
    },
  );
  await inFlight;
}

export { CSRF_COOKIE, CSRF_HEADER, CSRF_COOKIE_PATH, readCsrfToken, ensureCsrfToken };
