import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { seedDatabase } from '../../db/seed/index.ts';
import { isOwnNavigation } from '../../plugins/app/origin-guard.ts';
import devHealthPage from './health-page.ts';

const MailQuerySchema = v.object({ to: v.optional(v.string()) });

/**
 * Development helpers, registered only with `CABINET_DEV_ENDPOINTS=1` and never
 * in production. They skip the CSRF check so e2e tests can call them directly
 * from Node, and a person opens the outbox in a browser; a page of another
 * origin cannot (403, `refuseCrossSite`):
 * - `GET /_dev/mail?to=` — kept mail, newest first;
 * - `GET /_dev/health` — field health as a page, `GET /_dev/health.json` as
 *   the rows of `npm run health -- --json` (health-page.ts);
 * - `DELETE /_dev/sessions` — ends every session and token (to prove a 401 mid-session);
 * - `POST /_dev/reset` — reseeds the demo data, forgets throttle counters and uploads.
 */
const devRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', (request, reply, done) => {
    // The outbox and the health page are read in a browser, by their address (README): a person's own navigation is not a foreign page.
    if (isOwnNavigation(request.method, request.headers)) return done();
    return fastify.refuseCrossSite.call(fastify, request, reply, done);
  });

  await fastify.register(devHealthPage);

  fastify.get('/_dev/mail', async (request) => {
    const query = v.safeParse(MailQuerySchema, request.query);
    const to = query.success ? query.output.to?.trim() : undefined;
    return { data: fastify.mailer.list(to || undefined) };
  });

  fastify.delete('/_dev/sessions', async (_request, reply) => {
    fastify.sessions.destroyAll();
    fastify.accessTokens.revokeAll();
    return reply.code(204).send();
  });

  fastify.post('/_dev/reset', async (_request, reply) => {
    await seedDatabase(fastify.db, fastify.now(), fastify.config.scryptCost);
    fastify.rateLimiter.reset();
    const entries = await fs.readdir(fastify.uploads.directory);
    await Promise.all(entries.map((name) => fs.rm(path.join(fastify.uploads.directory, name), { force: true })));
    return reply.code(204).send();
  });
};

export default devRoutes;
