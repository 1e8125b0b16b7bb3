import { queryOptions } from '@tanstack/react-query';
import { apiRequest, NotificationListResponseSchema, type CallOptions, type NotificationListQueryInput, type NotificationListResponse } from '@cabinet/runtime';
import { notificationKeys } from './keys.ts';

/** `GET /api/cabinet/notifications?page&per_page&unread`: newest first; `meta.unread` counts the unread ones. */
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

export { getNotifications, notificationsListOptions };
