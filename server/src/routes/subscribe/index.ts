import type { FastifyPluginAsync } from 'fastify';
import { SubscribeBodySchema } from '@cabinet/runtime/contract';
import { readBody } from '../../lib/read-body.ts';
import { spend } from '../../lib/throttle.ts';
import { validate } from '../../lib/validate.ts';
import { subscriptionMail } from '../../mail/templates.ts';

/**
 * `POST /subscribe {email}` from the landing page; subscribing twice is fine
 * (one row, one mail). Like the other guest forms it is throttled per IP,
 * every request counted: each new address is a letter someone else receives.
 */
const subscribeRoutes: FastifyPluginAsync = async (fastify) => {
  const insert = fastify.db.prepare('INSERT OR IGNORE INTO subscriptions (email, created_at) VALUES (?, ?)');
  fastify.post('/subscribe', async (request) => {
    const limit = fastify.config.throttles.subscribeIp;
    spend(fastify.rateLimiter, 'email', [{ key: `subscribe-ip|${request.ip}`, limit, message: 'Слишком много подписок из вашей сети.' }]);
    const { email } = validate(SubscribeBodySchema, (await readBody(request)).fields);
    const created = insert.run(email, fastify.now().toISOString()).changes > 0;
    if (created) fastify.mailer.send(subscriptionMail(email, fastify.config.frontendUrl));
    return { message: 'Вы подписаны на новости' };
  });
};

export default subscribeRoutes;
