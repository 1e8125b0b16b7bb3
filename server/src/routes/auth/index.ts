import type { FastifyPluginAsync } from 'fastify';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { recoveryRoute } from './recovery.ts';
import { registerRoute } from './register.ts';
import { verifyEmailRoute } from './verify-email.ts';

/** Sign-in, sign-out, registration, e-mail verification and password recovery. */
const authRoutes: FastifyPluginAsync = async (fastify) => {
  loginRoute(fastify);
  logoutRoute(fastify);
  registerRoute(fastify);
  verifyEmailRoute(fastify);
  recoveryRoute(fastify);
};

export default authRoutes;
