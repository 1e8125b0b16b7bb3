import type { FastifyPluginAsync } from 'fastify';

/**
 * `GET /sanctum/csrf-cookie`: starts a (guest) session if there is none and
 * sets the session and `XSRF-TOKEN` cookies. 204, as Sanctum answers.
 */
const sanctumRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/sanctum/csrf-cookie', async (request, reply) => {
    const session = request.session ?? fastify.sessions.create(null);
    fastify.sessions.writeCookies(reply, session);
    return reply.code(204).send();
  });
};

export default sanctumRoutes;
