import { http, HttpResponse } from 'msw';
import type { TestDb } from '../db.ts';
import { apiPath, currentUser, notFound, paginate, unauthenticated } from '../http.ts';

function notificationsHandlers(db: TestDb) {
  return [
    http.get(apiPath('/api/cabinet/notifications'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      const onlyUnread = ['1', 'true'].includes(url.searchParams.get('unread') ?? '');
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

export { notificationsHandlers };
