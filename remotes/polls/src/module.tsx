import { defineRemoteModule } from '@cabinet/runtime';
import { PollPage } from './pages/poll-page.tsx';
import { PollsPage } from './pages/polls-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'polls',
  title: 'Опросы',
  routes: [
    { index: true, element: <PollsPage /> },
    { path: ':id', element: <PollPage /> },
  ],
});
