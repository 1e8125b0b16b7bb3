import type { FastifyInstance } from 'fastify';
import { enforce } from '../../lib/throttle.ts';
import { emailChangeMail } from '../../mail/templates.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { sendVerification, verificationThrottles } from './send-verification.ts';

/**
 * `POST /email/verification-notification` (Laravel Breeze's call): a new
 * link for a signed-in user whose address awaits confirmation, throttled as
 * every verification letter is (per address and IP); a confirmed address
 * gets no letter.
 */
export function resendVerificationRoute(fastify: FastifyInstance): void {
  fastify.post('/email/verification-notification', async (request) => {
    const user = currentUser(request);
    if (user.email_verified_at) return { message: 'Email уже подтверждён.' };
    enforce(fastify.rateLimiter, 'email', verificationThrottles(fastify, request, user.email));
    sendVerification(fastify, request, user, emailChangeMail);
    return { message: `Мы отправили письмо со ссылкой на ${user.email}. Ссылка действует 60 минут.` };
  });
}
