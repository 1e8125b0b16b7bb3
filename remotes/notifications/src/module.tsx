import { defineRemoteModule } from '@cabinet/runtime';
import { NotificationsPage } from './pages/notifications-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'notifications',
  title: 'Уведомления',
  routes: [{ index: true, element: <NotificationsPage /> }],
});
