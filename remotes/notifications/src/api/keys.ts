import { type NotificationListQueryInput } from '@cabinet/runtime';

/** Query keys of the notifications domain; all start with `['notifications']`. */
const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListQueryInput) => [...notificationKeys.lists(), query] as const,
};

export { notificationKeys };
