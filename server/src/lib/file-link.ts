import type { FastifyRequest } from 'fastify';
import { hmac, safeEqual } from './crypto.ts';

/**
 * Signed links to private files (a poll's file answer). A plain link cannot
 * carry a bearer token, and a cookie alone would not say which session asked:
 * so the API hands its owner a link that names the file, an expiry, and the
 * credential that asked for it — the cookie session, or the bearer token (by
 * its public id). The link works while both last: it dies with a logout.
 */

/** Long enough to open the file from the page (which refetches on focus), short enough not to outlive its purpose. */
export const FILE_LINK_TTL_SECONDS = 30 * 60;

/** What a link is bound to. A token is bound by its id and its secret's hash, so a reused id is another token. */
export type LinkCredential = { kind: 'session'; id: string } | { kind: 'token'; id: number; hash: string };

function sign(appKey: string, fileName: string, expires: number, credential: LinkCredential): string {
  const bound = credential.kind === 'session' ? `session|${credential.id}` : `token|${credential.id}|${credential.hash}`;
  return hmac(appKey, `private-file|${fileName}|${expires}|${bound}`);
}

/** The credential of a signed-in request, as a link handed to it is bound. */
export function requestCredential(request: FastifyRequest): LinkCredential | null {
  if (request.accessToken) {
    const token = request.server.accessTokens.byId(request.accessToken.id);
    return token ? { kind: 'token', id: token.id, hash: token.hash } : null;
  }
  return request.session?.userId ? { kind: 'session', id: request.session.id } : null;
}

/** `expires`, `token` (token mode) and `signature`, to append to the file's URL. */
export function signedFileQuery(appKey: string, fileName: string, credential: LinkCredential, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS;
  const query = new URLSearchParams({ expires: String(expires) });
  if (credential.kind === 'token') query.set('token', String(credential.id));
  query.set('signature', sign(appKey, fileName, expires, credential));
  return query.toString();
}

export interface FileLinkQuery {
  expires?: string;
  token?: string;
  signature?: string;
}

/**
 * The credential a link names, if it is still alive and the owner's: the
 * token of its `token` parameter, or else the session of the request's cookie
 * (a link opened in the browser that asked for it carries the cookie).
 */
function linkCredential(request: FastifyRequest, query: FileLinkQuery, ownerId: number): LinkCredential | null {
  if (query.token !== undefined) {
    const token = /^\d{1,15}$/.test(query.token) ? request.server.accessTokens.byId(Number(query.token)) : null;
    return token && token.userId === ownerId ? { kind: 'token', id: token.id, hash: token.hash } : null;
  }
  const session = request.session;
  return session && session.userId === ownerId ? { kind: 'session', id: session.id } : null;
}

/** Whether a request may read its owner's private file through this link: `valid`, `expired`, or `refused`. */
export function checkFileLink(request: FastifyRequest, fileName: string, ownerId: number, query: FileLinkQuery): 'valid' | 'expired' | 'refused' {
  const expires = query.expires !== undefined && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : null;
  const credential = linkCredential(request, query, ownerId);
  if (expires === null || !credential || !query.signature) return 'refused';
  if (!safeEqual(sign(request.server.config.appKey, fileName, expires, credential), query.signature)) return 'refused';
  return expires * 1000 < request.server.now().getTime() ? 'expired' : 'valid';
}

/** Turns the stored URL of a private file into this request's signed link to it; any other URL stays as it is. */
export function privateFileLinks(request: FastifyRequest): (url: string) => string {
  const { uploads, config } = request.server;
  const credential = requestCredential(request);
  return (url) => {
    const upload = uploads.named(url);
    if (!credential || !upload || upload.visibility !== 'private') return url;
    return `${uploads.url(upload.fileName)}?${signedFileQuery(config.appKey, upload.fileName, credential, request.server.now())}`;
  };
}
