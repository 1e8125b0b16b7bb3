import { defineRemoteModule } from '@cabinet/runtime';
import { readListParams } from '@cabinet/kit/lists';
import { notificationsListOptions } from './api/get-notifications.ts';
import { notificationsFilter } from './lib/notifications-filter.ts';
import { NotificationsPage } from './pages/notifications-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'notifications',
  title: 'Уведомления',
  routes: [
    {
      index: true,
      element: <NotificationsPage />,
      prefetch: ({ searchParams }) => {
        const list = readListParams(searchParams, notificationsFilter);
        return [notificationsListOptions({ page: list.page, unread: list.filter === 'unread' })];
      },
    },
  ],
});
