import type { ListFilter } from '@cabinet/kit/lists';

type NotificationsView = 'all' | 'unread';

/** `?filter=unread`: all notifications by default. */
const notificationsFilter: ListFilter<NotificationsView> = { param: 'filter', values: ['all', 'unread'], fallback: 'all' };

export { notificationsFilter };
