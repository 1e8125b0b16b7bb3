import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { installRussianMessages } from '@cabinet/runtime/validation';
import { clientErrorMessage } from './lib/error-messages.ts';
import { HttpError } from './lib/http-error.ts';
import { resolveOptions, type AppOptions } from './options.ts';
import cookie from './plugins/external/cookie.ts';
import cors from './plugins/external/cors.ts';
import auth from './plugins/app/auth.ts';
import config from './plugins/app/config.ts';
import csrf from './plugins/app/csrf.ts';
import db from './plugins/app/db.ts';
import mailer from './plugins/app/mailer.ts';
import rateLimit from './plugins/app/rate-limit.ts';
import session from './plugins/app/session.ts';
import uploads from './plugins/app/uploads.ts';
import authRoutes from './routes/auth/index.ts';
import devRoutes from './routes/dev/index.ts';
import eventRoutes from './routes/events/index.ts';
import notificationRoutes from './routes/notifications/index.ts';
import pollRoutes from './routes/polls/index.ts';
import sanctumRoutes from './routes/sanctum/index.ts';
import storageRoutes from './routes/storage/index.ts';
import subscribeRoutes from './routes/subscribe/index.ts';
import userRoutes from './routes/user/index.ts';

/** JSON bodies over 1 MB are refused (413); uploads go through multipart with their own limits. */
export const BODY_LIMIT = 1024 * 1024;
export const API_PREFIX = '/api/cabinet';

type AppError = Error & { statusCode?: number; code?: string };

/**
 * The Cabinet API as a plugin: external plugins, then the app's services
 * (order matters — each `onRequest` hook relies on the ones before it:
 * cookies → session → CSRF → user), then one plugin per resource.
 */
export const cabinetApp: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  await fastify.register(config, options);
  await fastify.register(cookie);
  await fastify.register(cors, { allowedOrigins: options.allowedOrigins });
  await fastify.register(db);
  await fastify.register(session);
  await fastify.register(csrf);
  await fastify.register(auth);
  await fastify.register(mailer);
  await fastify.register(rateLimit);
  await fastify.register(uploads);

  fastify.setErrorHandler<AppError>((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url, userId: request.userId }, 'request failed');
      return reply.code(500).send({ message: 'Ошибка сервера' });
    }
    request.log.info({ code: error.code, method: request.method, url: request.url }, error.message);
    return reply.code(status).send({ message: clientErrorMessage(error.code, status, error.message) });
  });

  fastify.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send({ message: `Адрес ${request.method} ${path} не найден` });
  });

  await fastify.register(sanctumRoutes);
  await fastify.register(storageRoutes);
  await fastify.register(authRoutes, { prefix: API_PREFIX });
  await fastify.register(userRoutes, { prefix: API_PREFIX });
  await fastify.register(eventRoutes, { prefix: API_PREFIX });
  await fastify.register(notificationRoutes, { prefix: API_PREFIX });
  await fastify.register(pollRoutes, { prefix: API_PREFIX });
  await fastify.register(subscribeRoutes, { prefix: API_PREFIX });
  if (options.outbox) await fastify.register(devRoutes);
};

/** Builds a ready app (not listening): `server.ts` listens, tests call `inject`. */
export async function buildApp(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const options = resolveOptions(overrides);
  installRussianMessages();
  const app = Fastify({ logger: options.logger, bodyLimit: BODY_LIMIT });
  // Not encapsulated: tests and `server.ts` reach the decorators (db, sessions…) on the root instance.
  await app.register(fp(cabinetApp, { name: 'cabinet' }), options);
  await app.ready();
  return app;
}
