import { defineRemoteModule } from '@cabinet/runtime';
import { EventPage } from './pages/event-page.tsx';
import { EventsPage } from './pages/events-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'events',
  title: 'События',
  routes: [
    { index: true, element: <EventsPage /> },
    { path: ':id', element: <EventPage /> },
  ],
});
