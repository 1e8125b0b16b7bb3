import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { QueryBooleanSchema, type CabinetNotification } from '@cabinet/runtime';
import { apiPath, currentUser, notFound, paginate, unauthenticated, validationError, type TestDb, type TestDomain } from '@cabinet/testing';
import { seedNotifications } from './seed-notifications.ts';

declare module '@cabinet/testing' {
  interface TestDb {
    notifications: CabinetNotification[];
  }
}

function notificationsHandlers(db: TestDb) {
  return [
    http.get(apiPath('/api/cabinet/notifications'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      const flag = v.safeParse(QueryBooleanSchema, url.searchParams.get('unread') ?? '0');
      if (!flag.success) return validationError({ unread: ['Ожидалось 1 или 0'] });
      const onlyUnread = flag.output;
      const newestFirst = [...db.notifications].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
      const page = paginate(onlyUnread ? newestFirst.filter((n) => n.read_at === null) : newestFirst, url);
      const unread = db.notifications.filter((n) => n.read_at === null).length;
      return HttpResponse.json({ ...page, meta: { ...page.meta, unread } });
    }),

    http.get(apiPath('/api/cabinet/notifications/:id/mark'), ({ request, params }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const notification = db.notifications.find((n) => String(n.id) === params.id);
      if (!notification) return notFound('Уведомление не найдено');
      notification.read_at ??= new Date().toISOString();
      return HttpResponse.json({ data: notification });
    }),
  ];
}

/** The notifications calls of SPEC §7, answered like the reference server. */
const notificationsDomain: TestDomain = {
  seed: (db, now) => {
    db.notifications = seedNotifications(now);
  },
  handlers: notificationsHandlers,
};

export { notificationsDomain };
