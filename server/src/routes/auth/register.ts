import type { FastifyInstance } from 'fastify';
import { RegisterBodySchema } from '@cabinet/runtime/contract';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { readBody } from '../../lib/read-body.ts';
import { enforce, spend } from '../../lib/throttle.ts';
import { validate } from '../../lib/validate.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendVerification, verificationThrottles } from './send-verification.ts';

const EMAIL_TAKEN = 'Этот email уже занят';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * `POST /register` → 201 `{data: user}`. Does not sign in: the e-mail must be
 * confirmed first. Every registration counts against its IP before the form
 * is read — a «taken» answer too, so the form cannot be used to probe for
 * accounts — and the verification letter is throttled per address and IP.
 */
export function registerRoute(fastify: FastifyInstance): void {
  fastify.post('/register', async (request, reply) => {
    const perIp = { key: `register-ip|${request.ip}`, limit: fastify.config.throttles.registerIp, message: 'Слишком много регистраций из вашей сети.' };
    spend(fastify.rateLimiter, 'email', [perIp]);
    const body = validate(RegisterBodySchema, (await readBody(request)).fields);
    if (fastify.users.isEmailTaken(body.email)) throw fieldError('email', EMAIL_TAKEN);
    enforce(fastify.rateLimiter, 'email', verificationThrottles(fastify, request, body.email));
    const passwordHash = await hashPassword(body.password, fastify.config.scryptCost);
    let user;
    try {
      user = fastify.users.create(body.name, body.email, passwordHash, fastify.now().toISOString());
    } catch (error) {
      // A concurrent registration won the race between the check and the insert.
      if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
    if (!user) throw new Error('registered user was not found');
    sendVerification(fastify, request, user);
    return reply.code(201).send({ data: userResource(user) });
  });
}
