import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BellOffIcon } from 'lucide-react';
import { plural } from '@cabinet/runtime';
import { PagedList, useListParams } from '@cabinet/kit/lists';
import { Button, EmptyState, FilterTabs, usePageTitle } from '@cabinet/kit/ui';
import { notificationsListOptions } from '../api/get-notifications.ts';
import { MarkAllRead } from '../components/mark-all-read.tsx';
import { NotificationItem } from '../components/notification-item.tsx';
import { NotificationsListSkeleton } from '../components/notifications-list-skeleton.tsx';
import { notificationsFilter } from '../lib/notifications-filter.ts';

function unreadSummary(unread: number): string {
  if (unread === 0) return 'Все уведомления прочитаны';
  return `${unread} ${plural(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`;
}

/** `/cabinet/notifications`: all or unread notifications (`?filter=`), a page at a time (`?page=`). */
export function NotificationsPage() {
  usePageTitle('Уведомления');
  const list = useListParams(notificationsFilter);
  const query = useQuery({
    ...notificationsListOptions({ page: list.page, unread: list.filter === 'unread' }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: (previous) => previous,
  });
  const empty =
    list.filter === 'unread' ? (
      <EmptyState
        icon={<BellOffIcon />}
        title="Непрочитанных уведомлений нет"
        description="Вы прочитали всё, что мы присылали."
        action={
          <Button asChild variant="outline">
            <Link to={{ search: list.searchFor({ filter: 'all', page: 1 }) }}>Показать все</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<BellOffIcon />} title="Уведомлений нет" description="Здесь появятся новости о событиях и опросах." />
    );
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Уведомления</h1>
        <p className="text-muted-foreground">Новости о событиях, опросах и вашем профиле.</p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterTabs label="Какие уведомления показать" tabs={list.tabs({ all: 'Все', unread: 'Непрочитанные' })} />
        {query.data && <MarkAllRead unread={query.data.meta.unread} />}
      </div>
      <PagedList
        query={query}
        label="Список уведомлений"
        errorTitle="Не удалось загрузить уведомления"
        skeleton={<NotificationsListSkeleton />}
        empty={empty}
        emptyPageTitle="На этой странице уведомлений нет"
        pageSearch={(page) => list.searchFor({ page })}
        onPageChange={list.setPage}
        header={(meta) => <p className="text-sm text-muted-foreground">{unreadSummary(meta.unread)}</p>}
        itemKey={(notification) => notification.id}
        renderItem={(notification) => <NotificationItem notification={notification} />}
      />
    </section>
  );
}
