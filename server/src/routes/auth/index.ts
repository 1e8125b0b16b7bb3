import type { FastifyPluginAsync } from 'fastify';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { recoveryRoute } from './recovery.ts';
import { registerRoute } from './register.ts';
import { resendVerificationRoute } from './resend-verification.ts';
import { verifyEmailRoute } from './verify-email.ts';

/** What a guest does: sign in, register, confirm the e-mail by its link, recover the password. */
export const guestAuthRoutes: FastifyPluginAsync = async (fastify) => {
  loginRoute(fastify);
  registerRoute(fastify);
  verifyEmailRoute(fastify);
  recoveryRoute(fastify);
};

/**
 * What only a signed-in user does here: sign out, and ask for a new link to
 * confirm a changed address. Both stay open while it awaits confirmation.
 */
export const signedInAuthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  logoutRoute(fastify);
  resendVerificationRoute(fastify);
};
