import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../lib/http-error.ts';
import { createAccessTokensRepository, type AccessToken, type AccessTokensRepository } from '../../repositories/access-tokens.ts';
import { createUsersRepository, type UserRow, type UsersRepository } from '../../repositories/users.ts';
import { hasBearer } from './csrf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    accessTokens: AccessTokensRepository;
    /** onRequest hook for routes that need a signed-in user: 401 otherwise. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    accessToken: AccessToken | null;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Sanctum's guard: a bearer token (token mode) wins; otherwise the cookie
 * session's user (cookie mode). An invalid bearer is not retried as a cookie.
 */
export default fp(
  async (fastify) => {
    const users = createUsersRepository(fastify.db);
    const tokens = createAccessTokensRepository(fastify.db);
    fastify.decorate('users', users);
    fastify.decorate('accessTokens', tokens);
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('accessToken', null);

    fastify.addHook('onRequest', async (request) => {
      const authorization = request.headers.authorization;
      if (authorization !== undefined && hasBearer(authorization)) {
        const token = tokens.find(authorization.replace(/^Bearer\s+/i, '').trim(), fastify.now());
        request.accessToken = token;
        request.user = token ? users.findById(token.userId) : null;
        return;
      }
      const userId = request.session?.userId;
      request.user = userId ? users.findById(userId) : null;
    });

    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
    });
  },
  { name: 'auth', dependencies: ['db', 'session'] },
);
