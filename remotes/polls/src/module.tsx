import { defineRemoteModule } from '@cabinet/runtime';
import { parseRouteId, readListParams } from '@cabinet/kit/lists';
import { pollOptions } from './api/get-poll.ts';
import { pollsListOptions } from './api/get-polls.ts';
import { pollsFilter } from './lib/polls-filter.ts';
import { PollPage } from './pages/poll-page.tsx';
import { PollsPage } from './pages/polls-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'polls',
  title: 'Опросы',
  routes: [
    {
      index: true,
      element: <PollsPage />,
      prefetch: ({ searchParams }) => {
        const list = readListParams(searchParams, pollsFilter);
        return [pollsListOptions({ page: list.page, status: list.filter === 'all' ? undefined : list.filter })];
      },
    },
    {
      path: ':id',
      element: <PollPage />,
      // Painted without the answers kept in this browser: they are restored in the render after hydration.
      prefetch: ({ params }) => {
        const id = parseRouteId(params.id);
        return id === null ? [] : [pollOptions(id)];
      },
    },
  ],
});
