import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses `Cookie` and adds `reply.setCookie`; values are URL-encoded as Laravel's XSRF-TOKEN is. */
export default fp(
  async (fastify) => {
    await fastify.register(cookie, { hook: 'onRequest' });
  },
  { name: 'cookie' },
);
