import { defineRemoteModule } from '@cabinet/runtime';
import { parseRouteId, readListParams } from '@cabinet/kit/lists';
import { eventOptions } from './api/get-event.ts';
import { eventsListOptions } from './api/get-events.ts';
import { eventsFilter } from './lib/events-filter.ts';
import { EventPage } from './pages/event-page.tsx';
import { EventsPage } from './pages/events-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'events',
  title: 'События',
  routes: [
    {
      index: true,
      element: <EventsPage />,
      prefetch: ({ searchParams }) => {
        const list = readListParams(searchParams, eventsFilter);
        return [eventsListOptions({ status: list.filter, page: list.page })];
      },
    },
    {
      path: ':id',
      element: <EventPage />,
      prefetch: ({ params }) => {
        const id = parseRouteId(params.id);
        return id === null ? [] : [eventOptions(id)];
      },
    },
  ],
});
