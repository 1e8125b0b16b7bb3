import { mutationOptions } from '@tanstack/react-query';
import { PER_PAGE_MAX, type NotificationId } from '@cabinet/runtime';
import { getNotifications } from './get-notifications.ts';
import { notificationKeys } from './keys.ts';
import { markNotification, markReadInCache, restore } from './mark-notification.ts';

/** At most this many mark calls at once: a long unread list must not flood the API. */
const CONCURRENCY = 4;

interface MarkAllResult {
  marked: number;
  failed: number;
}

/** Every unread notification's id, page by page, collected before any is marked (marking moves the pages). */
async function unreadIds(): Promise<NotificationId[]> {
  const ids: NotificationId[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getNotifications({ unread: true, page, per_page: PER_PAGE_MAX });
    ids.push(...list.data.filter((item) => item.read_at === null).map((item) => item.id));
    if (page >= list.meta.last_page) return ids;
  }
}

/**
 * «Отметить все прочитанными» with the contract's per-notification call (a
 * backend needs nothing more), `CONCURRENCY` at a time; one that fails does
 * not stop the others.
 */
async function markAllRead(): Promise<MarkAllResult> {
  const queue = await unreadIds();
  const result: MarkAllResult = { marked: 0, failed: 0 };
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await markNotification(id);
        result.marked += 1;
      } catch {
        result.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

/** Optimistic: every notification and the badge show read at once; everything under `['notifications']` is asked again afterwards. */
const markAllReadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...notificationKeys.all, 'mark-all'],
    mutationFn: () => markAllRead(),
    onMutate: async (_variables: void, { client }) => ({ snapshot: await markReadInCache(client, 'all') }),
    onError: (_error, _variables, context, { client }) => {
      if (context) restore(client, context.snapshot);
    },
    onSettled: async (_result, _error, _variables, _context, { client }) => {
      await client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });

export { markAllReadMutationOptions };
