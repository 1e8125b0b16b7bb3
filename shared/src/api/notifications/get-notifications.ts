import { queryOptions } from '@tanstack/react-query';
import {
  NotificationListResponseSchema,
  type NotificationListQueryInput,
  type NotificationListResponse,
} from '../../contract/index.ts';
import { apiRequest, type CallOptions } from '../client.ts';
import { notificationKeys } from './keys.ts';

/** `GET /api/cabinet/notifications?page&per_page&unread`: newest first; `meta.unread` is the badge. */
function getNotifications(
  query: NotificationListQueryInput = {},
  options: CallOptions = {},
): Promise<NotificationListResponse> {
  return apiRequest('/api/cabinet/notifications', NotificationListResponseSchema, { query, signal: options.signal });
}

const notificationsListOptions = (query: NotificationListQueryInput = {}) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, { signal }),
  });

/** The nav badge: the smallest list request, keeping only `meta.unread`. */
const unreadNotificationsCountOptions = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: async ({ signal }) => (await getNotifications({ per_page: 1 }, { signal })).meta.unread,
});

export { getNotifications, notificationsListOptions, unreadNotificationsCountOptions };
