import { http, HttpResponse } from 'msw';
import type { CabinetEvent, CabinetNotification, PollSummary } from '@cabinet/runtime';
import { apiPath, currentUser, paginate, unauthenticated, type TestDb, type TestDomain } from '@cabinet/testing';
import { summaryEvents, summaryNotifications, summaryPolls } from './summary-seed.ts';

declare module '@cabinet/testing' {
  interface TestDb {
    events: CabinetEvent[];
    notifications: CabinetNotification[];
    polls: PollSummary[];
  }
}

const isTrue = (value: string | null) => value === '1' || value === 'true';

/** The list calls the host's summary reads make, answered like the reference server. */
function summaryHandlers(db: TestDb) {
  return [
    http.get(apiPath('/api/cabinet/events'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      const now = Date.now();
      const upcoming = db.events
        .filter((event) => url.searchParams.get('status') !== 'upcoming' || Date.parse(event.ends_at) >= now)
        .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
      return HttpResponse.json(paginate(upcoming, url));
    }),

    http.get(apiPath('/api/cabinet/notifications'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      const unread = db.notifications.filter((notification) => notification.read_at === null);
      const page = paginate(isTrue(url.searchParams.get('unread')) ? unread : db.notifications, url);
      return HttpResponse.json({ ...page, meta: { ...page.meta, unread: unread.length } });
    }),

    http.get(apiPath('/api/cabinet/polls'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      return HttpResponse.json(paginate(db.polls.filter((poll) => !status || poll.status === status), url));
    }),
  ];
}

const summaryDomain: TestDomain = {
  seed: (db, now) => {
    db.events = summaryEvents(now);
    db.notifications = summaryNotifications(now);
    db.polls = summaryPolls(now);
  },
  handlers: summaryHandlers,
};

export { summaryDomain };
