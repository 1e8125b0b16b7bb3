import type { FastifyPluginAsync } from 'fastify';
import { NotificationListQuerySchema } from '@cabinet/runtime/contract';
import { notFound } from '../../lib/http-error.ts';
import { pageOf, paginate } from '../../lib/paginate.ts';
import { routeId } from '../../lib/route-id.ts';
import { validate } from '../../lib/validate.ts';
import { currentUserId } from '../../plugins/app/auth.ts';
import { createNotificationsRepository, notificationResource } from '../../repositories/notifications.ts';

const NOT_FOUND = 'Уведомление не найдено';

/** The current user's notifications; another user's id is simply not found. */
const notificationRoutes: FastifyPluginAsync = async (fastify) => {
  const notifications = createNotificationsRepository(fastify.db);
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireVerifiedEmail);

  fastify.get('/notifications', async (request) => {
    const query = validate(NotificationListQuerySchema, request.query);
    const page = pageOf(query.page, query.per_page);
    const { rows, total, unread } = notifications.list(currentUserId(request), query.unread, page.perPage, page.offset);
    const list = paginate(request, rows.map(notificationResource), total, page, {
      ...query,
      unread: query.unread || undefined,
    });
    return { ...list, meta: { ...list.meta, unread } };
  });

  /** Marks as read; idempotent (the first read time is kept). Never from a navigation of another site (403). */
  fastify.get('/notifications/:id/mark', { onRequest: fastify.refuseCrossSite }, async (request) => {
    const id = routeId(request.params, NOT_FOUND);
    const row = notifications.markRead(currentUserId(request), id, fastify.now().toISOString());
    if (!row) throw notFound(NOT_FOUND);
    return { data: notificationResource(row) };
  });
};

export default notificationRoutes;
