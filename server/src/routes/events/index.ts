import type { FastifyPluginAsync } from 'fastify';
import { EventListQuerySchema } from '@cabinet/runtime/contract';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { serializePage } from '../../lib/page-serializer.ts';
import { pageOf, paginate } from '../../lib/paginate.ts';
import { routeId } from '../../lib/route-id.ts';
import { validate } from '../../lib/validate.ts';
import { currentUserId } from '../../plugins/app/auth.ts';
import { createEventsRepository } from '../../repositories/events.ts';

const NOT_FOUND = 'Событие не найдено';

/** Events with the current user's attendance mark. */
const eventRoutes: FastifyPluginAsync = async (fastify) => {
  const events = createEventsRepository(fastify.db, fastify.config.appUrl);
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireVerifiedEmail);

  fastify.get('/events', async (request, reply) => {
    const query = validate(EventListQuerySchema, request.query);
    const page = pageOf(query.page, query.per_page);
    const now = fastify.now().toISOString();
    const { total, events: items } = events.list(currentUserId(request), query.status, now, page.perPage, page.offset);
    // The hottest endpoint: unmarked events are shared objects whose JSON is reused.
    // A custom serializer leaves the type unset: say it.
    reply.serializer(serializePage).type('application/json; charset=utf-8');
    return paginate(request, items, total, page, query);
  });

  fastify.get('/events/:id', async (request) => {
    const event = events.find(currentUserId(request), routeId(request.params, NOT_FOUND));
    if (!event) throw notFound(NOT_FOUND);
    return { data: event };
  });

  /**
   * Marks attendance; idempotent (a second mark keeps the first time). An
   * event that has already ended cannot be marked any more: 422. A GET by
   * contract, so a navigation from another site is refused (403).
   */
  fastify.get('/events/:id/mark', { onRequest: fastify.refuseCrossSite }, async (request) => {
    const user = currentUserId(request);
    const event = events.find(user, routeId(request.params, NOT_FOUND));
    if (!event) throw notFound(NOT_FOUND);
    if (event.marked_at !== null) return { data: event };
    const now = fastify.now().toISOString();
    if (event.ends_at <= now) throw fieldError('event', 'Событие уже завершилось: отметиться нельзя');
    const marked = events.mark(user, event.id, now);
    if (!marked) throw notFound(NOT_FOUND);
    return { data: marked };
  });
};

export default eventRoutes;
