import type { FastifyInstance } from 'fastify';
import { RegisterBodySchema } from '@cabinet/runtime/contract';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { readBody } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendVerification } from './send-verification.ts';

const EMAIL_TAKEN = 'Этот email уже занят';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** `POST /register` → 201 `{data: user}`. Does not sign in: the e-mail must be confirmed first. */
export function registerRoute(fastify: FastifyInstance): void {
  fastify.post('/register', async (request, reply) => {
    const body = validate(RegisterBodySchema, (await readBody(request)).fields);
    if (fastify.users.isEmailTaken(body.email)) throw fieldError('email', EMAIL_TAKEN);
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
    sendVerification(fastify, user);
    return reply.code(201).send({ data: userResource(user) });
  });
}
