import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { VerifyEmailQuerySchema } from '@cabinet/runtime/contract';
import { sha1, safeEqual } from '../../lib/crypto.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isValidSignature } from '../../lib/verification-link.ts';

const INVALID = 'Ссылка подтверждения недействительна.';
const EXPIRED = 'Срок действия ссылки истёк. Войдите в кабинет, и мы отправим новое письмо.';

/**
 * `GET /verify/email?id&hash&expires&signature` — the frontend's
 * `/verify/{id}/{hash}` page passes the signed link's parts. 403 for a bad
 * or expired signature or a hash that is not the user's e-mail; 404 for an
 * unknown user; 200 when verified (also when it already was).
 */
export function verifyEmailRoute(fastify: FastifyInstance): void {
  fastify.get('/verify/email', async (request) => {
    const parsed = v.safeParse(VerifyEmailQuerySchema, request.query);
    if (!parsed.success) throw forbidden(INVALID);
    const { id, hash, expires, signature } = parsed.output;
    if (!isValidSignature(fastify.config.appKey, { id, hash, expires }, signature)) throw forbidden(INVALID);
    if (expires * 1000 < fastify.now().getTime()) throw forbidden(EXPIRED);
    const user = fastify.users.findById(id);
    if (!user) throw notFound('Пользователь не найден');
    if (!safeEqual(hash, sha1(user.email.toLowerCase()))) throw forbidden(INVALID);
    if (user.email_verified_at) return { message: 'Email уже подтверждён. Можно войти.' };
    fastify.users.markVerified(user.id, fastify.now().toISOString());
    return { message: 'Email подтверждён. Теперь вы можете войти.' };
  });
}
