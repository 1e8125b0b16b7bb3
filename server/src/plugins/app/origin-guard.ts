import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import { forbidden } from '../../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes a page of another site must not trigger: the
     * state-changing GETs of the contract (`…/mark`, `…/start`) and `/_dev/*`.
     */
    refuseCrossSite: onRequestHookHandler;
  }
}

/** Browsers load these for navigations, frames and `<img>`/`<script>`: never how the app calls the API. */
const FOREIGN_MODES = new Set(['navigate', 'nested-navigate', 'no-cors', 'websocket']);

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a browser says this request did not come from the app's own
 * fetch(): a navigation or subresource load (`Sec-Fetch-Mode`), an `Origin`
 * outside the front-end origins, a cross-site request without one, or (older
 * browsers) a `Referer` from elsewhere. A client that sends none of these
 * headers (curl, Node, the e2e helpers) is no browser being driven by a page.
 */
export function isForeignRequest(headers: IncomingHttpHeaders, allowedOrigins: ReadonlySet<string>): boolean {
  const mode = header(headers, 'sec-fetch-mode');
  if (mode !== undefined && FOREIGN_MODES.has(mode)) return true;
  const origin = header(headers, 'origin');
  // An allowed Origin wins over `Sec-Fetch-Site: cross-site`: the front end may live on another site.
  if (origin !== undefined) return !allowedOrigins.has(origin);
  if (header(headers, 'sec-fetch-site') === 'cross-site') return true;
  const referer = header(headers, 'referer');
  if (referer === undefined) return false;
  try {
    return !allowedOrigins.has(new URL(referer).origin);
  } catch {
    return true;
  }
}

/**
 * A page a person opened themselves — typed, bookmarked, or followed from a
 * page of the same site (`Sec-Fetch-Site: none | same-origin`) — and only
 * read with GET: the dev outbox. A link on another site is still foreign.
 */
export function isOwnNavigation(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET' || header(headers, 'sec-fetch-mode') !== 'navigate') return false;
  const site = header(headers, 'sec-fetch-site');
  return site === 'none' || site === 'same-origin';
}

/**
 * The contract keeps marking and starting as GET calls, so the session
 * cookie (SameSite=Lax) rides along on a top-level navigation from any site:
 * a link could mark attendance. Such requests are refused with 403, as are
 * foreign calls to the dev helpers, which skip CSRF.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.allowedOrigins);
    const refuseCrossSite: onRequestHookHandler = (request, _reply, done) => {
      done(
        isForeignRequest(request.headers, allowed)
          ? forbidden('Запрос отклонён: это действие можно выполнить только из кабинета.')
          : undefined,
      );
    };
    fastify.decorate('refuseCrossSite', refuseCrossSite);
  },
  { name: 'origin-guard', dependencies: ['config'] },
);
