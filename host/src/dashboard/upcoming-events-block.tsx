import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { plural } from '@cabinet/runtime';
import { formatShortDateTime } from '@cabinet/kit/format';
import { BlockState, DashboardBlock } from './dashboard-block.tsx';
import { dashboardQueries } from './dashboard-queries.ts';

/** The next events, soonest first, with whether the user is marked for them. */
function UpcomingEventsBlock() {
  const events = useQuery(dashboardQueries.upcomingEvents);
  const total = events.data?.meta.total;
  return (
    <DashboardBlock
      title="Ближайшие события"
      count={total}
      countLabel={total === undefined ? undefined : plural(total, ['событие', 'события', 'событий'])}
      link={{ href: '/cabinet/events', label: 'Все события', remote: 'events' }}
    >
      <BlockState
        what="события"
        isPending={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        isEmpty={events.data?.data.length === 0}
        empty="Ближайших событий нет"
      >
        <ul className="flex flex-col gap-3">
          {events.data?.data.map((event) => (
            <li key={event.id} className="flex min-w-0 flex-col gap-0.5 text-sm">
              <Link to={`/cabinet/events/${event.id}`} className="truncate font-medium hover:underline">
                {event.title}
              </Link>
              <span className="truncate text-muted-foreground">
                <time dateTime={event.starts_at}>{formatShortDateTime(event.starts_at)}</time>
                {' · '}
                {event.location}
                {event.marked && ' · вы отмечены'}
              </span>
            </li>
          ))}
        </ul>
      </BlockState>
    </DashboardBlock>
  );
}

export { UpcomingEventsBlock };
