import type { FastifyInstance } from 'fastify';
import { plural } from '@cabinet/runtime/validation';
import { LoginBodySchema } from '@cabinet/runtime/contract';
import { fieldError, forbidden, validationError } from '../../lib/http-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { readBody } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendVerification } from './send-verification.ts';

/** Laravel Breeze's login throttle: 5 failures per minute per e-mail + IP. */
const MAX_ATTEMPTS = 5;
const DECAY_SECONDS = 60;

function tooManyAttempts(seconds: number) {
  const message = `Слишком много попыток входа. Повторите через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}.`;
  return validationError({ email: [message] }, 429, { 'Retry-After': String(seconds) });
}

/**
 * `POST /login`. Cookie mode (no `device_name`): the session id rotates and
 * the user is in the session; answers `{data}`. Token mode (`device_name`
 * given, Sanctum's mobile convention): answers `{token, data}` and leaves the
 * session alone.
 */
export function loginRoute(fastify: FastifyInstance): void {
  fastify.post('/login', async (request, reply) => {
    const body = validate(LoginBodySchema, (await readBody(request)).fields);
    const key = `login|${body.email}|${request.ip}`;
    if (fastify.rateLimiter.tooManyAttempts(key, MAX_ATTEMPTS)) {
      throw tooManyAttempts(fastify.rateLimiter.availableIn(key));
    }

    const user = fastify.users.findByEmail(body.email);
    // An unknown e-mail still costs one hash check, so timing does not reveal accounts.
    const valid = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash(fastify.config.scryptCost)));
    if (!user || !valid) {
      fastify.rateLimiter.hit(key, DECAY_SECONDS);
      throw fieldError('email', 'Неверный email или пароль');
    }
    fastify.rateLimiter.clear(key);

    if (!user.email_verified_at) {
      sendVerification(fastify, user);
      throw forbidden(`Подтвердите email: мы отправили письмо со ссылкой на ${user.email}. Перейдите по ней и войдите снова.`);
    }

    if (body.device_name !== undefined) {
      const token = fastify.accessTokens.issue(user.id, body.device_name, fastify.now());
      return { token, data: userResource(user) };
    }
    const session = fastify.sessions.regenerate(request.session, user.id, body.remember);
    fastify.sessions.writeCookies(reply, session);
    return { data: userResource(user) };
  });
}
