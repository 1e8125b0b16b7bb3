import type { FastifyPluginAsync } from 'fastify';
import { SubscribeBodySchema } from '@cabinet/runtime/contract';
import { readBody } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { subscriptionMail } from '../../mail/templates.ts';

/** `POST /subscribe {email}` from the landing page; subscribing twice is fine (one row, one mail). */
const subscribeRoutes: FastifyPluginAsync = async (fastify) => {
  const insert = fastify.db.prepare('INSERT OR IGNORE INTO subscriptions (email, created_at) VALUES (?, ?)');
  fastify.post('/subscribe', async (request) => {
    const { email } = validate(SubscribeBodySchema, (await readBody(request)).fields);
    const created = insert.run(email, fastify.now().toISOString()).changes > 0;
    if (created) fastify.mailer.send(subscriptionMail(email, fastify.config.frontendUrl));
    return { message: 'Вы подписаны на новости' };
  });
};

export default subscribeRoutes;
