import { FilterTabs } from '@cabinet/kit/ui';
import { useSearchParams } from 'react-router-dom';
import { EventsList } from '../components/events-list.tsx';
import { listSearch, readListParams } from '../lib/list-params.ts';

/** `/cabinet/events`: upcoming or past events (`?status=`), a page at a time (`?page=`). */
export function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);

  function changePage(page: number) {
    setSearchParams(listSearch({ ...params, page }));
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">События</h1>
        <p className="text-muted-foreground">Ближайшие и прошедшие события, на которые можно отметиться.</p>
      </header>
      <FilterTabs
        label="Какие события показать"
        tabs={[
          { label: 'Предстоящие', search: listSearch({ status: 'upcoming', page: 1 }), current: params.status === 'upcoming' },
          { label: 'Прошедшие', search: listSearch({ status: 'past', page: 1 }), current: params.status === 'past' },
        ]}
      />
      <EventsList params={params} onPageChange={changePage} />
    </section>
  );
}
