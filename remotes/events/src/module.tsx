import { defineRemoteModule } from '@cabinet/shared';
import { EventsPage } from './pages/events-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'events',
  title: 'События',
  routes: [{ index: true, element: <EventsPage /> }],
});
