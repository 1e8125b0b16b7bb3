import type { FastifyInstance } from 'fastify';
import { LoginBodySchema } from '@cabinet/runtime/contract';
import { fieldError, forbidden } from '../../lib/http-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { readBody } from '../../lib/read-body.ts';
import { enforce, hitAll, waitText } from '../../lib/throttle.ts';
import { validate } from '../../lib/validate.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendVerification, verificationWait } from './send-verification.ts';

const TOO_MANY = 'Слишком много попыток входа.';

/**
 * `POST /login`. Cookie mode (no `device_name`): the session id rotates and
 * the user is in the session; answers `{data}`. Token mode (`device_name`
 * given, Sanctum's mobile convention): answers `{token, data}` and leaves the
 * session alone.
 */
export function loginRoute(fastify: FastifyInstance): void {
  fastify.post('/login', async (request, reply) => {
    const body = validate(LoginBodySchema, (await readBody(request)).fields);
    // Failed attempts count per account and IP (Breeze), and per IP whatever the e-mail (guessing across accounts).
    const { login, loginIp } = fastify.config.throttles;
    const perAccount = { key: `login|${body.email}|${request.ip}`, limit: login, message: TOO_MANY };
    const perIp = { key: `login-ip|${request.ip}`, limit: loginIp, message: TOO_MANY };
    enforce(fastify.rateLimiter, 'email', [perAccount, perIp]);

    const user = fastify.users.findByEmail(body.email);
    // An unknown e-mail still costs one hash check, so timing does not reveal accounts.
    const valid = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash(fastify.config.scryptCost)));
    if (!user || !valid) {
      hitAll(fastify.rateLimiter, [perAccount, perIp]);
      throw fieldError('email', 'Неверный email или пароль');
    }
    // Success forgets the account's failures, not the IP's: one good password must not reset the guessing budget.
    fastify.rateLimiter.clear(perAccount.key);

    if (!user.email_verified_at) {
      const wait = verificationWait(fastify, request, user.email);
      if (wait > 0) {
        throw forbidden(
          `Подтвердите email: ссылка уже отправлена на ${user.email}. Если письма нет, войдите снова через ${waitText(wait)} — мы отправим новое.`,
        );
      }
      sendVerification(fastify, request, user);
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
