import fp from 'fastify-plugin';

/**
 * Headers for a JSON API that no page should render, frame or sniff. The
 * policy forbids everything: a JSON answer opened as a page loads nothing.
 * Routes may tighten or replace them (uploads set their own CSP for SVG).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Sets the headers first thing on every request, so answers made by any
 * later hook (CORS preflight, 401, 419) or by the error handlers carry them.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
