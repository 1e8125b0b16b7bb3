import { queryOptions } from '@tanstack/react-query';
import { apiRequest, NotificationListResponseSchema, type CabinetNotification } from '@cabinet/runtime';

/**
 * The newest unread notifications for the dashboard. The key starts with
 * the domain, so the notifications remote's refresh after "mark read"
 * refreshes this block too.
 */
async function getLatestUnread(count: number, signal?: AbortSignal): Promise<CabinetNotification[]> {
  const response = await apiRequest('/api/cabinet/notifications', NotificationListResponseSchema, {
    query: { unread: 1, per_page: count },
    signal,
  });
  return response.data;
}

const latestUnreadOptions = (count: number) =>
  queryOptions({
    queryKey: ['notifications', 'summary', 'latest-unread', count] as const,
    queryFn: ({ signal }) => getLatestUnread(count, signal),
  });

export { latestUnreadOptions };
