import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  NotificationResponseSchema,
  sharedQueryKeys,
  type CabinetNotification,
  type NotificationId,
  type NotificationListResponse,
} from '@cabinet/runtime';
import { notificationKeys } from './keys.ts';

/** `GET /api/cabinet/notifications/{id}/mark`: marks it read, returns it updated. */
async function markNotification(id: NotificationId): Promise<CabinetNotification> {
  const response = await apiRequest(`/api/cabinet/notifications/${encodeURIComponent(String(id))}/mark`, NotificationResponseSchema);
  return response.data;
}

type Snapshot = [readonly unknown[], unknown][];

/**
 * Shows `ids` (or every notification) as read in every cached list and in the
 * header's unread count at once; returns what was there, to put back if the
 * server refuses.
 */
async function markReadInCache(client: QueryClient, ids: readonly NotificationId[] | 'all'): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: notificationKeys.all });
  const snapshot: Snapshot = [
    ...client.getQueriesData({ queryKey: notificationKeys.lists() }),
    [sharedQueryKeys.unreadNotificationsCount, client.getQueryData(sharedQueryKeys.unreadNotificationsCount)],
  ];
  const marking = (id: NotificationId) => ids === 'all' || ids.includes(id);
  const now = new Date().toISOString();
  client.setQueriesData<NotificationListResponse>({ queryKey: notificationKeys.lists() }, (list) => {
    if (!list) return list;
    const changed = list.data.filter((item) => marking(item.id) && item.read_at === null).length;
    return {
      ...list,
      data: list.data.map((item) => (marking(item.id) && item.read_at === null ? { ...item, read_at: now } : item)),
      meta: { ...list.meta, unread: ids === 'all' ? 0 : Math.max(0, list.meta.unread - changed) },
    };
  });
  client.setQueryData<number>(sharedQueryKeys.unreadNotificationsCount, (count) =>
    count === undefined ? count : ids === 'all' ? 0 : Math.max(0, count - ids.length),
  );
  return snapshot;
}

function restore(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

interface MarkRead {
  id: NotificationId;
  /**
   * Opened to be read (a long text shown whole): the lists keep it until they
   * are shown again — under «Непрочитанные» a refetch would take away the
   * text the person has just opened.
   */
  opened?: boolean;
}

/**
 * Optimistic: the notification and the header's badge show it read at once,
 * and go back if the server refuses; then every `['notifications']` key
 * (the lists and the badge's count) is asked again — an opened one's lists
 * only when they are next shown.
 */
const markNotificationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...notificationKeys.all, 'mark'],
    mutationFn: ({ id }: MarkRead) => markNotification(id),
    onMutate: async ({ id }, { client }) => ({ snapshot: await markReadInCache(client, [id]) }),
    onError: (_error, _variables, context, { client }) => {
      if (context) restore(client, context.snapshot);
    },
    // Not awaited: the refetch may take the item out of the «Непрочитанные»
    // list, and a caller's own onSuccess (its toast) runs only while it is mounted.
    onSettled: (_notification, _error, { opened = false }, _context, { client }) => {
      if (!opened) return void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: notificationKeys.lists(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: sharedQueryKeys.unreadNotificationsCount });
    },
  });

export { markNotification, markNotificationMutationOptions, markReadInCache, restore };
