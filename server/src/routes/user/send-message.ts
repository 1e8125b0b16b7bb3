import type { FastifyInstance } from 'fastify';
import { SendMessageBodySchema } from '@cabinet/runtime/contract';
import { readBody } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { operatorMessageMail } from '../../mail/templates.ts';
import { currentUser } from '../../plugins/app/auth.ts';

/** `POST /user/send-message` → 201: stored, and mailed to the operators' address. */
export function sendMessageRoute(fastify: FastifyInstance): void {
  const insert = fastify.db.prepare('INSERT INTO messages (user_id, subject, message, created_at) VALUES (?, ?, ?, ?)');
  fastify.post('/user/send-message', async (request, reply) => {
    const user = currentUser(request);
    const body = validate(SendMessageBodySchema, (await readBody(request)).fields);
    insert.run(user.id, body.subject, body.message, fastify.now().toISOString());
    fastify.mailer.send(operatorMessageMail(fastify.config.operatorsEmail, user, body.subject, body.message));
    return reply.code(201).send({ message: 'Сообщение отправлено' });
  });
}
