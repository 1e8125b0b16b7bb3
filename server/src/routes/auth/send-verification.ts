import type { FastifyInstance } from 'fastify';
import { verificationLink } from '../../lib/verification-link.ts';
import { verificationMail } from '../../mail/templates.ts';
import type { UserRow } from '../../repositories/users.ts';

/** Mails a fresh signed verification link (on register, on an unverified login, on an e-mail change). */
export function sendVerification(fastify: FastifyInstance, user: Pick<UserRow, 'id' | 'name' | 'email'>): void {
  const { frontendUrl, appKey } = fastify.config;
  const link = verificationLink(frontendUrl, appKey, user.id, user.email, fastify.now());
  fastify.mailer.send(verificationMail(user.email, user.name, link));
}
