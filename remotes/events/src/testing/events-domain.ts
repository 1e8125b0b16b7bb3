import { http, HttpResponse } from 'msw';
import type { CabinetEvent } from '@cabinet/runtime';
import { apiPath, currentUser, notFound, paginate, unauthenticated, validationError, type TestDb, type TestDomain } from '@cabinet/testing';
import { seedEvents } from './seed-events.ts';

declare module '@cabinet/testing' {
  interface TestDb {
    events: CabinetEvent[];
  }
}

const NOT_FOUND = 'Событие не найдено';

/** The list order of the reference server: upcoming soonest first, past latest first. */
function listEvents(events: readonly CabinetEvent[], status: string | null): CabinetEvent[] {
  const now = Date.now();
  const byStart = (a: CabinetEvent, b: CabinetEvent) => Date.parse(a.starts_at) - Date.parse(b.starts_at);
  if (status === 'upcoming') return events.filter((e) => Date.parse(e.ends_at) >= now).sort(byStart);
  if (status === 'past') return events.filter((e) => Date.parse(e.ends_at) < now).sort((a, b) => byStart(b, a));
  return [...events].sort((a, b) => byStart(b, a));
}

function eventsHandlers(db: TestDb) {
  const find = (id: string | readonly string[] | undefined) => db.events.find((event) => String(event.id) === id);
  return [
    http.get(apiPath('/api/cabinet/events'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      return HttpResponse.json(paginate(listEvents(db.events, url.searchParams.get('status')), url));
    }),

    http.get(apiPath('/api/cabinet/events/:id'), ({ request, params }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const event = find(params.id);
      return event ? HttpResponse.json({ data: event }) : notFound(NOT_FOUND);
    }),

    http.get(apiPath('/api/cabinet/events/:id/mark'), ({ request, params }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const event = find(params.id);
      if (!event) return notFound(NOT_FOUND);
      if (event.marked) return HttpResponse.json({ data: event });
      if (Date.parse(event.ends_at) <= Date.now()) {
        return validationError({ event: ['Событие уже завершилось: отметиться нельзя'] });
      }
      Object.assign(event, { marked: true, marked_at: new Date().toISOString() });
      return HttpResponse.json({ data: event });
    }),
  ];
}

/** The events calls of SPEC §7, answered like the reference server. */
const eventsDomain: TestDomain = {
  seed: (db, now) => {
    db.events = seedEvents(now);
  },
  handlers: eventsHandlers,
};

export { eventsDomain };
