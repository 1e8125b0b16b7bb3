/**
 * Who is opening a page, asked of the API as the browser would ask it
 * (`GET /api/cabinet/user`), with the visitor's own credentials: in cookie
 * mode the cookies the browser sent with the page, in token mode the token
 * from its cookie as `Authorization: Bearer`. The request goes to the
 * config's `apiBaseUrl` and nowhere else — never to an address the request
 * names — and carries the front end's `Origin` and `Referer`, so that
 * Sanctum's stateful check (SANCTUM_STATEFUL_DOMAINS) takes it for the SPA.
 * A renewed session's `Set-Cookie` comes back for the browser. Neither the
 * cookies nor the token are ever logged. Asked through the renderer's one
 * transport to the API, as the page's data is (api-transport.ts).
 */
import * as v from 'valibot';
import { AUTH_TOKEN_COOKIE, UserResponseSchema } from '@cabinet/runtime/contract';
import { apiTransport } from './api-transport.ts';

type Identity =
  /** The API's answer as it came, for the page to start from. */
  | { kind: 'user'; body: unknown }
  | { kind: 'guest'; status: 401 | 419 }
  /** No answer in time, an error, a body the client would not take: the browser asks itself. */
  | { kind: 'unknown' };

interface IdentityAnswer {
  identity: Identity;
  /** The API's `Set-Cookie` lines (cookie mode), for the browser. */
  setCookies: string[];
}

interface AskIdentityOptions {
  apiBaseUrl: string;
  authMode: 'cookie' | 'token';
  /** The `Cookie` header of the page's request, if any. */
  cookieHeader: string | undefined;
  /** The front end's origin, as the browser's own requests carry it. */
  origin: string;
  /** Past this, the identity is unknown and the browser asks. */
  timeoutMs: number;
}

const GUEST: IdentityAnswer = { identity: { kind: 'guest', status: 401 }, setCookies: [] };
const UNKNOWN: IdentityAnswer = { identity: { kind: 'unknown' }, setCookies: [] };

/** One cookie's value from a `Cookie` header; null when it is not there. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The address asked: the config's API and its identity route, whatever the request said. */
function identityUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/api/cabinet/user`;
}

/**
 * The headers the API is asked with for this visitor, as the SPA's own
 * requests carry them: their cookies (or their token as Bearer), the front
 * end's Origin and Referer; null when there is nothing to know them by.
 */
function visitorHeaders({ authMode, cookieHeader, origin }: Pick<AskIdentityOptions, 'authMode' | 'cookieHeader' | 'origin'>): Record<string, string> | null {
  const token = authMode === 'token' ? cookieValue(cookieHeader, AUTH_TOKEN_COOKIE) : null;
  if (authMode === 'token' ? !token : !cookieHeader?.trim()) return null;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin,
    referer: `${origin}/`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  else if (cookieHeader) headers.cookie = cookieHeader;
  return headers;
}

async function askIdentity({ apiBaseUrl, authMode, cookieHeader, origin, timeoutMs }: AskIdentityOptions): Promise<IdentityAnswer> {
  const headers = visitorHeaders({ authMode, cookieHeader, origin });
  // Nothing to be known by: a guest, with no question asked (and no 401 in the API's log).
  if (!headers) return GUEST;
  let response: Response;
  let body: unknown;
  try {
    response = await apiTransport(identityUrl(apiBaseUrl), { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    body = response.ok ? await response.json() : null;
  } catch {
    return UNKNOWN;
  }
  const setCookies = authMode === 'cookie' ? response.headers.getSetCookie() : [];
  if (response.status === 401 || response.status === 419) return { identity: { kind: 'guest', status: response.status }, setCookies };
  if (response.status === 200 && v.is(UserResponseSchema, body)) return { identity: { kind: 'user', body }, setCookies };
  return { ...UNKNOWN, setCookies };
}

export { askIdentity, cookieValue, identityUrl, visitorHeaders };
export type { AskIdentityOptions, Identity, IdentityAnswer };
