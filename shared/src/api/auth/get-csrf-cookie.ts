import { fetchCsrfCookie } from '../client.ts';

/**
 * `GET /sanctum/csrf-cookie`: sets the `XSRF-TOKEN` cookie. The client calls
 * it by itself before the first non-GET request; call it directly only to
 * refresh the token (e.g. after a 419).
 */
function getCsrfCookie(): Promise<void> {
  return fetchCsrfCookie();
}

export { getCsrfCookie };
