import { FilterTabs } from '@cabinet/kit/ui';
import { useSearchParams } from 'react-router-dom';
import { NotificationsList } from '../components/notifications-list.tsx';
import { listSearch, readListParams } from '../lib/list-params.ts';

/** `/cabinet/notifications`: all or unread notifications (`?filter=`), a page at a time (`?page=`). */
export function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);

  function changePage(page: number) {
    setSearchParams(listSearch({ ...params, page }));
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Уведомления</h1>
        <p className="text-muted-foreground">Новости о событиях, опросах и вашем профиле.</p>
      </header>
      <FilterTabs
        label="Какие уведомления показать"
        tabs={[
          { label: 'Все', search: listSearch({ filter: 'all', page: 1 }), current: params.filter === 'all' },
          { label: 'Непрочитанные', search: listSearch({ filter: 'unread', page: 1 }), current: params.filter === 'unread' },
        ]}
      />
      <NotificationsList params={params} onPageChange={changePage} />
    </section>
  );
}
