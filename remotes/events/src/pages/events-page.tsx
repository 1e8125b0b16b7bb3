import { useQuery } from '@tanstack/react-query';
import { CalendarXIcon } from 'lucide-react';
import { PagedList, useListParams } from '@cabinet/kit/lists';
import { EmptyState, FilterTabs, usePageTitle } from '@cabinet/kit/ui';
import { eventsListOptions } from '../api/get-events.ts';
import { EventCard } from '../components/event-card.tsx';
import { EventsListSkeleton } from '../components/events-list-skeleton.tsx';
import { eventsFilter } from '../lib/events-filter.ts';

const EMPTY_TITLES = {
  upcoming: 'Предстоящих событий нет',
  past: 'Прошедших событий нет',
} as const;

/** `/cabinet/events`: upcoming or past events (`?status=`), a page at a time (`?page=`). */
export function EventsPage() {
  usePageTitle('События');
  const list = useListParams(eventsFilter);
  // The previous page stays on screen (dimmed) while the next one loads.
  const query = useQuery({ ...eventsListOptions({ status: list.filter, page: list.page }), placeholderData: (previous) => previous });
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">События</h1>
        <p className="text-muted-foreground">Ближайшие и прошедшие события, на которые можно отметиться.</p>
      </header>
      <FilterTabs label="Какие события показать" tabs={list.tabs({ upcoming: 'Предстоящие', past: 'Прошедшие' })} />
      <PagedList
        query={query}
        label="Список событий"
        errorTitle="Не удалось загрузить события"
        skeleton={<EventsListSkeleton />}
        empty={<EmptyState icon={<CalendarXIcon />} title={EMPTY_TITLES[list.filter]} />}
        emptyPageTitle="На этой странице событий нет"
        pageSearch={(page) => list.searchFor({ page })}
        onPageChange={list.setPage}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} listSearch={list.search} />}
      />
    </section>
  );
}
