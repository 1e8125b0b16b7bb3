import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hitAll, type Throttle } from '../../lib/throttle.ts';
import { verificationLink } from '../../lib/verification-link.ts';
import { verificationMail } from '../../mail/templates.ts';
import type { Mail } from '../../plugins/app/mailer.ts';
import type { UserRow } from '../../repositories/users.ts';

/**
 * Verification letters are throttled per address (one a minute by default)
 * and per IP, so nobody can flood an inbox by signing in to an unverified
 * account, re-registering, or switching a profile's e-mail back and forth.
 */
export function verificationThrottles(fastify: FastifyInstance, request: FastifyRequest, email: string): Throttle[] {
  const { mailAddress, verificationIp } = fastify.config.throttles;
  return [
    { key: `verification|${email.toLowerCase()}`, limit: mailAddress, message: 'Письмо с подтверждением уже отправлено на этот адрес.' },
    { key: `verification-ip|${request.ip}`, limit: verificationIp, message: 'Слишком много писем с подтверждением.' },
  ];
}

/** Seconds until a verification letter may go to `email` from this client; 0 when it may now. */
export function verificationWait(fastify: FastifyInstance, request: FastifyRequest, email: string): number {
  return fastify.rateLimiter.retryAfterAny(verificationThrottles(fastify, request, email).map(({ key, limit }) => [key, limit] as const));
}

/** The letter that carries the link: the registration text unless the caller has its own. */
type VerificationLetter = (to: string, name: string, link: string) => Mail;

/**
 * Mails a fresh signed verification link (on register, on an unverified
 * login, on an e-mail change — with its own letter) and counts it; callers
 * check `verificationWait` first.
 */
export function sendVerification(
  fastify: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  letter: VerificationLetter = verificationMail,
): void {
  const { frontendUrl, appKey } = fastify.config;
  const link = verificationLink(frontendUrl, appKey, user.id, user.email, fastify.now());
  fastify.mailer.send(letter(user.email, user.name, link));
  hitAll(fastify.rateLimiter, verificationThrottles(fastify, request, user.email));
}
