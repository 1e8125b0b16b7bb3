import type { FastifyInstance } from 'fastify';

/**
 * `POST /logout` → 204. A bearer request revokes that token only. A cookie
 * session is destroyed and a fresh guest session (new CSRF token) is issued,
 * as Laravel's `invalidate()` + `regenerateToken()` do, so the next sign-in
 * works without another trip to /sanctum/csrf-cookie.
 */
export function logoutRoute(fastify: FastifyInstance): void {
  fastify.post('/logout', async (request, reply) => {
    if (request.accessToken) {
      fastify.accessTokens.revoke(request.accessToken.id);
      return reply.code(204).send();
    }
    if (request.session) fastify.sessions.destroy(request.session.id);
    fastify.sessions.writeCookies(reply, fastify.sessions.create(null));
    return reply.code(204).send();
  });
}
