import { AUTH_TOKEN_COOKIE, CSRF_COOKIE } from '@cabinet/runtime';

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * Whether asking the API «who am I» can find anyone: a Sanctum session comes
 * with its `XSRF-TOKEN` cookie (cookie mode), token mode keeps its token in
 * a cookie. A first visit has neither, and the question would only be
 * answered 401 — a red line in the console on every guest's first load.
 *
 * Only the guest document skips the question on this: a cabinet page always
 * asks, since Laravel's «remember me» can sign a user in again after the
 * XSRF-TOKEN cookie has expired.
 */
function mayHaveSession(authMode: 'cookie' | 'token'): boolean {
  return hasCookie(authMode === 'token' ? AUTH_TOKEN_COOKIE : CSRF_COOKIE);
}

export { mayHaveSession };
