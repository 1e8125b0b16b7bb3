import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { plural, type CabinetNotification } from '@cabinet/runtime';
import { formatShortDateTime } from '@cabinet/kit/format';
import { BlockState, DashboardBlock } from './dashboard-block.tsx';
import { dashboardQueries } from './dashboard-queries.ts';

/** A path of this app, never `//host` or `javascript:` (the notifications remote links the rest). */
function internalPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

function NotificationTitle({ notification }: { notification: CabinetNotification }) {
  const path = internalPath(notification.link);
  if (!path) return <span className="truncate font-medium">{notification.title}</span>;
  return (
    <Link to={path} className="truncate font-medium hover:underline">
      {notification.title}
    </Link>
  );
}

/** The unread count (the header badge's query) and the latest unread notifications. */
function UnreadNotificationsBlock() {
  const count = useQuery(dashboardQueries.unreadCount);
  const latest = useQuery(dashboardQueries.latestUnread);
  const unread = count.data;
  return (
    <DashboardBlock
      title="Непрочитанные уведомления"
      count={unread}
      countLabel={unread === undefined ? undefined : plural(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}
      link={{ href: '/cabinet/notifications?filter=unread', label: 'Все уведомления', remote: 'notifications' }}
    >
      <BlockState
        what="уведомления"
        isPending={latest.isPending}
        error={latest.error}
        onRetry={() => {
          void count.refetch();
          void latest.refetch();
        }}
        isEmpty={latest.data?.length === 0}
        empty="Все уведомления прочитаны"
      >
        <ul className="flex flex-col gap-3">
          {latest.data?.map((notification) => (
            <li key={notification.id} className="flex min-w-0 flex-col gap-0.5 text-sm">
              <NotificationTitle notification={notification} />
              <span className="truncate text-muted-foreground">
                <time dateTime={notification.created_at}>{formatShortDateTime(notification.created_at)}</time>
                {' · '}
                {notification.body}
              </span>
            </li>
          ))}
        </ul>
      </BlockState>
    </DashboardBlock>
  );
}

export { UnreadNotificationsBlock };
