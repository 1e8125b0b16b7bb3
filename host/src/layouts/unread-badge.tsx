import { useQuery } from '@tanstack/react-query';
import { plural } from '@cabinet/runtime';
import { Badge } from '@cabinet/kit/ui';
import { unreadCountOptions } from '../summary/get-unread-count.ts';

/** New notifications arrive on their own: the count is asked for again every minute. */
const REFRESH_MS = 60_000;

/**
 * The unread count beside `Уведомления` (registry `badge:
 * 'unread-notifications'`). Its key is the runtime's shared one: the
 * notifications remote's "mark read" refreshes every `['notifications']`
 * key, so the badge follows. A failed count is not worth an error in the header: no badge.
 */
function UnreadBadge({ testId = 'unread-badge' }: { testId?: string }) {
  const { data: unread } = useQuery({ ...unreadCountOptions, refetchInterval: REFRESH_MS });
  if (!unread) return null;
  return (
    <Badge variant="destructive" className="min-w-5 rounded-full px-1.5" data-testid={testId}>
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> {plural(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}</span>
    </Badge>
  );
}

export { UnreadBadge };
