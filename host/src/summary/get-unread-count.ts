import { queryOptions } from '@tanstack/react-query';
import { apiRequest, NotificationListResponseSchema, sharedQueryKeys } from '@cabinet/runtime';

/**
 * The unread count of the nav badge and the dashboard: the smallest list
 * request (`per_page=1`), keeping only `meta.unread`. Its key is shared with
 * the notifications remote, which refreshes or adjusts it when a
 * notification is read.
 */
async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await apiRequest('/api/cabinet/notifications', NotificationListResponseSchema, {
    query: { per_page: 1 },
    signal,
  });
  return response.meta.unread;
}

const unreadCountOptions = queryOptions({
  queryKey: sharedQueryKeys.unreadNotificationsCount,
  queryFn: ({ signal }) => getUnreadCount(signal),
});

export { unreadCountOptions };
