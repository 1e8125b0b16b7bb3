import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CalendarXIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { eventsListOptions } from '../api/get-events.ts';
import { Button, EmptyState, ErrorState, Pagination, cn } from '@cabinet/kit/ui';
import { listSearch, type EventsListParams } from '../lib/list-params.ts';
import { EventCard } from './event-card.tsx';
import { EventsListSkeleton } from './events-list-skeleton.tsx';

const EMPTY_TITLES = {
  upcoming: 'Предстоящих событий нет',
  past: 'Прошедших событий нет',
} as const;

interface EventsListProps {
  params: EventsListParams;
  onPageChange: (page: number) => void;
}

/** One page of events for a tab, with its loading, error and empty states. */
function EventsList({ params, onPageChange }: EventsListProps) {
  // The previous page stays on screen (dimmed) while the next one loads, so
  // paging does not flash skeletons.
  const list = useQuery({ ...eventsListOptions(params), placeholderData: (previous) => previous });

  if (list.isPending) return <EventsListSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title="Не удалось загрузить события"
        description={describeError(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const { data: events, meta } = list.data;
  if (events.length === 0) {
    // A stale link to a page past the end: the list is not empty, the page is.
    return meta.total > 0 ? (
      <EmptyState
        title="На этой странице событий нет"
        action={
          <Button asChild variant="outline">
            <Link to={{ search: listSearch({ ...params, page: 1 }) }}>К первой странице</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<CalendarXIcon />} title={EMPTY_TITLES[params.status]} />
    );
  }

  return (
    <div className="grid gap-6">
      <ul
        aria-label="Список событий"
        aria-busy={list.isPlaceholderData || undefined}
        className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
      >
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <Pagination
        page={meta.current_page}
        lastPage={meta.last_page}
        getHref={(page) => listSearch({ ...params, page }) || '?'}
        onPageChange={onPageChange}
      />
    </div>
  );
}

export { EventsList };
