import { fetchCsrfCookie } from './client.ts';
import { refreshCsrfToken } from './csrf.ts';

/**
 * `GET /sanctum/csrf-cookie`: sets the `XSRF-TOKEN` cookie. The client calls
 * it by itself before the first non-GET request; call it directly only to
 * refresh the token (after a 401, a logout or a 419). Non-GET requests sent
 * meanwhile wait for the new cookie instead of sending the stale one.
 */
function getCsrfCookie(): Promise<void> {
  return refreshCsrfToken(fetchCsrfCookie);
}

export { getCsrfCookie };
