import type { FastifyInstance } from 'fastify';
import { SendMessageBodySchema } from '@cabinet/runtime/contract';
import { readBody } from '../../lib/read-body.ts';
import { MB, type FormRules } from '../../lib/read-form.ts';
import { spend } from '../../lib/throttle.ts';
import { validate } from '../../lib/validate.ts';
import { operatorMessageMail } from '../../mail/templates.ts';
import { currentUser } from '../../plugins/app/auth.ts';

/** A form may carry the two fields (5,000 characters are at most 20 KB of UTF-8). */
const MESSAGE_FORM: FormRules = { fields: /^(?:subject|message)$/, maxFields: 2, maxFieldBytes: 64 * 1024, maxBytes: MB / 4 };

/** `POST /user/send-message` → 201: stored, and mailed to the operators' address; throttled per user. */
export function sendMessageRoute(fastify: FastifyInstance): void {
  const insert = fastify.db.prepare('INSERT INTO messages (user_id, subject, message, created_at) VALUES (?, ?, ?, ?)');
  fastify.post('/user/send-message', async (request, reply) => {
    const user = currentUser(request);
    // Each message is a letter to the operators: a user may send a few an hour.
    spend(fastify.rateLimiter, 'message', [
      { key: `messages|${user.id}`, limit: fastify.config.throttles.messages, message: 'Слишком много сообщений операторам.' },
    ]);
    const body = validate(SendMessageBodySchema, (await readBody(request, MESSAGE_FORM)).fields);
    insert.run(user.id, body.subject, body.message, fastify.now().toISOString());
    fastify.mailer.send(operatorMessageMail(fastify.config.operatorsEmail, user, body.subject, body.message));
    return reply.code(201).send({ message: 'Сообщение отправлено' });
  });
}
