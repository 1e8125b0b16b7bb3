import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthenticated } from '../../lib/http-error.ts';
import { createAccessTokensRepository, type AccessToken, type AccessTokensRepository } from '../../repositories/access-tokens.ts';
import { createUsersRepository, type UserRow, type UsersRepository } from '../../repositories/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    accessTokens: AccessTokensRepository;
    /**
     * 401 without a signed-in user. The one way to require sign-in: a
     * plugin-wide `onRequest` hook of each signed-in route plugin, so a route
     * added there cannot be public by mistake.
     */
    authenticate: onRequestHookHandler;
    /**
     * Laravel's `verified` middleware: 403 while the user's e-mail awaits
     * confirmation (after a change of address). A plugin-wide hook after
     * `authenticate` on the plugins of the cabinet's sections.
     */
    requireVerifiedEmail: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Who is signed in (session or bearer token), or null. */
    userId: number | null;
    /** The user's row, loaded on first use by `currentUser` (most routes need only the id). */
    user: UserRow | null;
    accessToken: AccessToken | null;
  }
}

/** `Authorization: Bearer <something>`: token mode, whether or not the token is valid. */
function hasBearer(authorization: string | undefined): authorization is string {
  return authorization !== undefined && /^Bearer\s+\S/i.test(authorization);
}

/**
 * What a signed-in user whose new address is not confirmed meets in a
 * section: the reason, and the way out (the letter's link).
 */
function emailNotVerified(email: string) {
  return forbidden(`Подтвердите email: перейдите по ссылке из письма, которое мы отправили на ${email}. Пока адрес не подтверждён, этот раздел недоступен.`);
}

/** The signed-in user's id; 401 without one. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthenticated();
  return request.userId;
}

/** The signed-in user's row, read once per request. */
export function currentUser(request: FastifyRequest): UserRow {
  request.user ??= request.server.users.findById(currentUserId(request));
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
    fastify.decorateRequest('userId', null);
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('accessToken', null);

    fastify.addHook('onRequest', (request, _reply, done) => {
      const authorization = request.headers.authorization;
      if (hasBearer(authorization)) {
        const token = tokens.find(authorization.replace(/^Bearer\s+/i, '').trim(), fastify.now());
        request.accessToken = token;
        request.userId = token?.userId ?? null;
      } else {
        // Sessions and tokens cascade with their user, so an id here names an existing user.
        request.userId = request.session?.userId ?? null;
      }
      done();
    });

    const authenticate: onRequestHookHandler = (request, _reply, done) => {
      done(request.userId === null ? unauthenticated() : undefined);
    };
    fastify.decorate('authenticate', authenticate);

    const requireVerifiedEmail: onRequestHookHandler = (request, _reply, done) => {
      let user: UserRow;
      try {
        user = currentUser(request);
      } catch (error) {
        return done(error as Error);
      }
      done(user.email_verified_at === null ? emailNotVerified(user.email) : undefined);
    };
    fastify.decorate('requireVerifiedEmail', requireVerifiedEmail);
  },
  { name: 'auth', dependencies: ['db', 'session'] },
);
