import type { NotificationListQueryInput } from '../../contract/index.ts';

/** Query keys of the notifications domain; all start with `['notifications']`. */
const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListQueryInput) => [...notificationKeys.lists(), query] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export { notificationKeys };
