import { defineRemoteModule } from '@cabinet/runtime';
import { readListParams } from '@cabinet/kit/lists';
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
    // A poll's page is not prefetched: its form starts from the answers kept in this browser, which the server has not.
    { path: ':id', element: <PollPage /> },
  ],
});
