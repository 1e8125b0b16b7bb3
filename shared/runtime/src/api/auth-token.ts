import { AUTH_TOKEN_COOKIE } from '../contract/auth-token-cookie.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

/*
 * Token mode (Sanctum personal access tokens): the token lives in a cookie
 * (AUTH_TOKEN_COOKIE) so that it survives reloads and is shared by every tab;
 * the client sends it as `Authorization: Bearer`. Cookie mode never touches it.
 */

/** "Remember me" keeps the token for 30 days; otherwise for the browser session. */
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

function getAuthToken(): string | null {
  return readCookie(AUTH_TOKEN_COOKIE) || null;
}

function setAuthToken(token: string, options: { remember?: boolean } = {}): void {
  writeCookie(AUTH_TOKEN_COOKIE, token, options.remember ? { maxAge: REMEMBER_SECONDS } : {});
}

function clearAuthToken(): void {
  deleteCookie(AUTH_TOKEN_COOKIE);
}

export { AUTH_TOKEN_COOKIE, getAuthToken, setAuthToken, clearAuthToken };
