import fp from 'fastify-plugin';
import { safeEqual } from '../../lib/crypto.ts';
import { csrfMismatch } from '../../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A bearer-token request carries no ambient credentials, so CSRF cannot apply (as Sanctum). */
export function hasBearer(authorization: string | undefined): boolean {
  return authorization !== undefined && /^Bearer\s+\S/i.test(authorization);
}

/**
 * Sanctum's VerifyCsrfToken: every mutating cookie-mode request must echo the
 * session's token in `X-XSRF-TOKEN`, else 419. Unknown routes fall through to
 * the 404 handler (Laravel matches routes first); `/_dev/*` helpers are exempt
 * so e2e tests can call them directly.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || hasBearer(request.headers.authorization)) return done();
      if (request.is404 || request.url.startsWith('/_dev/')) return done();
      const header = request.headers['x-xsrf-token'];
      const token = Array.isArray(header) ? header[0] : header;
      const session = request.session;
      done(!session || !token || !safeEqual(token, session.csrfToken) ? csrfMismatch() : undefined);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
