import { useQuery } from '@tanstack/react-query';
import { plural, unreadNotificationsCountOptions } from '@cabinet/shared';
import { Badge } from '@cabinet/shared/ui';

/** New notifications arrive on their own: the count is asked for again every minute. */
const REFRESH_MS = 60_000;

/**
 * The unread count beside `Уведомления` (registry `badge:
 * 'unread-notifications'`). It shares its query with the notifications
 * remote, whose "mark read" refreshes every `['notifications']` key, so the
 * badge follows. A failed count is not worth an error in the header: no badge.
 */
function UnreadBadge() {
  const { data: unread } = useQuery({ ...unreadNotificationsCountOptions, refetchInterval: REFRESH_MS });
  if (!unread) return null;
  return (
    <Badge variant="destructive" className="min-w-5 rounded-full px-1.5" data-testid="unread-badge">
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> {plural(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}</span>
    </Badge>
  );
}

export { UnreadBadge };
