import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { installRussianMessages } from '@cabinet/runtime/validation';
import { clientErrorMessage } from './lib/error-messages.ts';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors.ts';
import { HttpError } from './lib/http-error.ts';
import { redactUrl, withRedactedUrls } from './lib/redact-url.ts';
import { resolveOptions, type AppOptions } from './options.ts';
import cookie from './plugins/external/cookie.ts';
import cors from './plugins/external/cors.ts';
import auth from './plugins/app/auth.ts';
import config from './plugins/app/config.ts';
import csrf from './plugins/app/csrf.ts';
import db from './plugins/app/db.ts';
import jsonBody from './plugins/app/json-body.ts';
import mailer from './plugins/app/mailer.ts';
import originGuard from './plugins/app/origin-guard.ts';
import rateLimit from './plugins/app/rate-limit.ts';
import securityHeaders from './plugins/app/security-headers.ts';
import session from './plugins/app/session.ts';
import uploads from './plugins/app/uploads.ts';
import { guestAuthRoutes, signedInAuthRoutes } from './routes/auth/index.ts';
import coverRoutes from './routes/covers/index.ts';
import devRoutes from './routes/dev/index.ts';
import eventRoutes from './routes/events/index.ts';
import notificationRoutes from './routes/notifications/index.ts';
import pollRoutes from './routes/polls/index.ts';
import sanctumRoutes from './routes/sanctum/index.ts';
import storageRoutes from './routes/storage/index.ts';
import subscribeRoutes from './routes/subscribe/index.ts';
import telemetryRoutes from './routes/telemetry/index.ts';
import userRoutes from './routes/user/index.ts';

/** JSON bodies over 1 MB are refused (413); uploads go through multipart with their own limits. */
export const BODY_LIMIT = 1024 * 1024;
export const API_PREFIX = '/api/cabinet';

type AppError = Error & { statusCode?: number; code?: string };

/** A refused body up to this size is read and dropped, so the client, still sending, gets the answer. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A request refused before its body was read (a form over its limits):
 * the rest is read and thrown away — memory stays flat — or, past 32 MB or
 * of unknown length, the connection is closed after the answer.
 */
function dropUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length']);
  if (declared <= DRAIN_MAX_BYTES) request.raw.resume();
  else void reply.header('connection', 'close');
}

/**
 * The Cabinet API as a plugin: external plugins, then the app's services
 * (order matters — each `onRequest` hook relies on the ones before it:
 * security headers → cookies → session → user (session or bearer) → CSRF),
 * then one plugin per resource.
 */
export const cabinetApp: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  await fastify.register(config, options);
  await fastify.register(securityHeaders);
  await fastify.register(cookie);
  await fastify.register(cors, { allowedOrigins: options.allowedOrigins });
  await fastify.register(jsonBody);
  await fastify.register(db);
  await fastify.register(session);
  await fastify.register(auth);
  await fastify.register(csrf);
  await fastify.register(originGuard);
  await fastify.register(mailer);
  await fastify.register(rateLimit);
  await fastify.register(uploads);

  fastify.setErrorHandler<AppError>((error, request, reply) => {
    if (request.raw.complete === false) dropUnreadBody(request, reply);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: redactUrl(request.url), userId: request.userId }, 'request failed');
      return reply.code(500).send({ message: 'Ошибка сервера' });
    }
    // A framework's message may quote the URL: the log gets it redacted there too.
    const url = redactUrl(request.url);
    request.log.info({ code: error.code, method: request.method, url }, error.message.replaceAll(request.url, url));
    return reply.code(status).send({ message: clientErrorMessage(error.code, status, error.message) });
  });

  fastify.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send({ message: `Адрес ${request.method} ${path} не найден` });
  });

  await fastify.register(sanctumRoutes);
  await fastify.register(storageRoutes);
  await fastify.register(coverRoutes);
  await fastify.register(guestAuthRoutes, { prefix: API_PREFIX });
  await fastify.register(signedInAuthRoutes, { prefix: API_PREFIX });
  await fastify.register(userRoutes, { prefix: API_PREFIX });
  await fastify.register(eventRoutes, { prefix: API_PREFIX });
  await fastify.register(notificationRoutes, { prefix: API_PREFIX });
  await fastify.register(pollRoutes, { prefix: API_PREFIX });
  await fastify.register(subscribeRoutes, { prefix: API_PREFIX });
  // Outside the Laravel contract: the field-health collector (server/README.md).
  await fastify.register(telemetryRoutes);
  // Only when asked for, and never in production: the helpers reseed, list mail and end sessions without signing in.
  if (options.devEndpoints && !options.production) {
    await fastify.register(devRoutes);
  }
};

/**
 * Node's own timeouts for the HTTP server (`server.ts` gives its second,
 * IPv6 server the same). Node checks them on an interval, 30 s by default:
 * checked every second (or faster when a timeout is shorter), a stalled
 * client is dropped close to its deadline.
 */
export function httpServerOptions(options: Pick<AppOptions, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>) {
  // Node requires the headers' deadline not to outlast the whole request's.
  const headersTimeout = Math.min(options.headersTimeoutMs, options.requestTimeoutMs);
  return {
    headersTimeout,
    requestTimeout: options.requestTimeoutMs,
    keepAliveTimeout: options.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}

/** Builds a ready app (not listening): `server.ts` listens, tests call `inject`. */
export async function buildApp(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const options = resolveOptions(overrides);
  installRussianMessages();
  const app = Fastify({
    // Every logged URL hides its secret query values (`lib/redact-url.ts`).
    logger: withRedactedUrls(options.logger),
    bodyLimit: BODY_LIMIT,
    // `request.ip` (per-IP throttles) comes from X-Forwarded-For only when a configured proxy sent it.
    trustProxy: options.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // Slow clients (slowloris, a body trickled byte by byte) lose their socket.
    http: httpServerOptions(options),
    requestTimeout: options.requestTimeoutMs,
    keepAliveTimeout: options.keepAliveTimeoutMs,
    // Fastify's shutdown 503 is English and shapeless; requests that reach a closing server are simply served.
    return503OnClosing: false,
  });
  // Not encapsulated: tests and `server.ts` reach the decorators (db, sessions…) on the root instance.
  await app.register(fp(cabinetApp, { name: 'cabinet' }), options);
  await app.ready();
  return app;
}
