import fp from 'fastify-plugin';
import { safeEqual } from '../../lib/crypto.ts';
import { csrfMismatch } from '../../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_EXEMPT = ['/_dev/', '/_telemetry/'];

/**
 * Sanctum's VerifyCsrfToken: every mutating cookie-mode request must echo the
 * session's token in `X-XSRF-TOKEN`, else 419. Only a request that a valid
 * bearer token authenticated skips it: it carries no ambient credentials. A
 * mere `Authorization: Bearer …` header proves nothing — any page can add one
 * to a request that still rides on the session cookie. Unknown routes fall
 * through to the 404 handler (Laravel matches routes first); `/_dev/*`
 * helpers are exempt so e2e tests can call them directly, and so is the
 * field-health collector `/_telemetry/*`: reports sent by
 * `navigator.sendBeacon`, which cannot add a header; a report is no action
 * (it counts its person once an hour), and another site's page is refused
 * by its `Origin`.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.accessToken !== null) return done();
      if (request.is404 || CSRF_EXEMPT.some((prefix) => request.url.startsWith(prefix))) return done();
      const header = request.headers['x-xsrf-token'];
      const token = Array.isArray(header) ? header[0] : header;
      const session = request.session;
      done(!session || !token || !safeEqual(token, session.csrfToken) ? csrfMismatch() : undefined);
    });
  },
  { name: 'csrf', dependencies: ['session', 'auth'] },
);
