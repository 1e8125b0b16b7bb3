import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BellOffIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { notificationsListOptions } from '../api/get-notifications.ts';
import { plural } from '@cabinet/runtime';
import { Button, EmptyState, ErrorState, Pagination, cn } from '@cabinet/kit/ui';
import { listSearch, type NotificationsListParams } from '../lib/list-params.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationsListSkeleton } from './notifications-list-skeleton.tsx';

interface NotificationsListProps {
  params: NotificationsListParams;
  onPageChange: (page: number) => void;
}

function unreadSummary(unread: number): string {
  if (unread === 0) return 'Все уведомления прочитаны';
  return `${unread} ${plural(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`;
}

function EmptyList({ params, total }: { params: NotificationsListParams; total: number }) {
  // A stale link to a page past the end: the list is not empty, the page is.
  if (total > 0) {
    return (
      <EmptyState
        title="На этой странице уведомлений нет"
        action={
          <Button asChild variant="outline">
            <Link to={{ search: listSearch({ ...params, page: 1 }) }}>К первой странице</Link>
          </Button>
        }
      />
    );
  }
  if (params.filter === 'unread') {
    return (
      <EmptyState
        icon={<BellOffIcon />}
        title="Непрочитанных уведомлений нет"
        description="Вы прочитали всё, что мы присылали."
        action={
          <Button asChild variant="outline">
            <Link to={{ search: listSearch({ filter: 'all', page: 1 }) }}>Показать все</Link>
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={<BellOffIcon />} title="Уведомлений нет" description="Здесь появятся новости о событиях и опросах." />;
}

/** One page of notifications (all or unread), with its loading, error and empty states. */
function NotificationsList({ params, onPageChange }: NotificationsListProps) {
  const list = useQuery({
    ...notificationsListOptions({ page: params.page, unread: params.filter === 'unread' }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: (previous) => previous,
  });

  if (list.isPending) return <NotificationsListSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title="Не удалось загрузить уведомления"
        description={describeError(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const { data: notifications, meta } = list.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{unreadSummary(meta.unread)}</p>
      {notifications.length === 0 ? (
        <EmptyList params={params} total={meta.total} />
      ) : (
        <>
          <ul
            aria-label="Список уведомлений"
            aria-busy={list.isPlaceholderData || undefined}
            className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
          >
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} />
              </li>
            ))}
          </ul>
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            getHref={(page) => listSearch({ ...params, page }) || '?'}
            onPageChange={onPageChange}
          />
        </>
      )}
    </div>
  );
}

export { NotificationsList };
