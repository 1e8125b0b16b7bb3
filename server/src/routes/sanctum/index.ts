import type { FastifyPluginAsync } from 'fastify';
import { spend } from '../../lib/throttle.ts';

/**
 * `GET /sanctum/csrf-cookie`: starts a (guest) session if there is none and
 * sets the session and `XSRF-TOKEN` cookies. 204, as Sanctum answers. Each
 * new session is a row until it expires, so new ones are throttled per IP.
 */
const sanctumRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/sanctum/csrf-cookie', async (request, reply) => {
    if (!request.session) {
      const limit = fastify.config.throttles.guestSessions;
      spend(fastify.rateLimiter, null, [{ key: `guest-sessions|${request.ip}`, limit, message: 'Слишком много новых сессий из вашей сети.' }]);
    }
    const session = request.session ?? fastify.sessions.create(null);
    fastify.sessions.writeCookies(reply, session);
    return reply.code(204).send();
  });
};

export default sanctumRoutes;
