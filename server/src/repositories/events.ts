import type { CabinetEvent, EventStatus } from '@cabinet/runtime/contract';
import type { Db } from '../db/open-database.ts';
import { seedDataCache } from './seed-data-cache.ts';

type EventFields = Omit<CabinetEvent, 'marked' | 'marked_at'>;

/**
 * Events only change when the database is reseeded, and reading them is the
 * hottest path of the API (every events page), so their rows are kept in
 * memory, latest first; per request only the user's marks are read.
 */
function createEventCatalog(db: Db, appUrl: string) {
  const rows = db.prepare<[], EventFields>(
    'SELECT id, title, description, starts_at, ends_at, location, cover_url FROM events ORDER BY starts_at DESC, id DESC',
  );
  // Stored as unmarked resources: a page of events the user has not marked costs no allocation.
  const load = seedDataCache(db, () => {
    const all = rows
      .all()
      .map((event): CabinetEvent => ({ ...event, cover_url: coverUrl(appUrl, event.cover_url), marked: false, marked_at: null }));
    return { all, byId: new Map(all.map((event) => [event.id, event])) };
  });
  return {
    /** upcoming = not yet ended, soonest first; past = ended, latest first; all = latest first. */
    list(status: EventStatus | undefined, now: string): CabinetEvent[] {
      const { all } = load();
      if (status === 'upcoming') return all.filter((event) => event.ends_at > now).reverse();
      if (status === 'past') return all.filter((event) => event.ends_at <= now);
      return all;
    },
    find: (id: number) => load().byId.get(id) ?? null,
  };
}

/** A cover stored as a path on this API (the seed's) is answered as a URL under its public address. */
function coverUrl(appUrl: string, stored: string | null): string | null {
  return stored?.startsWith('/') ? `${appUrl}${stored}` : stored;
}

function withMark(event: CabinetEvent, markedAt: string | undefined): CabinetEvent {
  return markedAt === undefined ? event : { ...event, marked: true, marked_at: markedAt };
}

export function createEventsRepository(db: Db, appUrl: string) {
  const catalog = createEventCatalog(db, appUrl);
  const marksOf = db.prepare<[number], { event_id: number; marked_at: string }>(
    'SELECT event_id, marked_at FROM event_marks WHERE user_id = ?',
  );
  const markOf = db
    .prepare<[number, number], string>('SELECT marked_at FROM event_marks WHERE user_id = ? AND event_id = ?')
    .pluck();
  const mark = db.prepare('INSERT OR IGNORE INTO event_marks (user_id, event_id, marked_at) VALUES (?, ?, ?)');

  return {
    list(user: number, status: EventStatus | undefined, now: string, limit: number, offset: number) {
      const events = catalog.list(status, now);
      const page = events.slice(offset, offset + limit);
      const marks = new Map(marksOf.all(user).map((row) => [row.event_id, row.marked_at]));
      return { total: events.length, events: page.map((event) => withMark(event, marks.get(event.id))) };
    },
    find(user: number, id: number): CabinetEvent | null {
      const event = catalog.find(id);
      return event ? withMark(event, markOf.get(user, id)) : null;
    },
    /** Idempotent: `INSERT OR IGNORE` keeps the first mark's time. */
    mark(user: number, id: number, now: string): CabinetEvent | null {
      mark.run(user, id, now);
      return this.find(user, id);
    },
  };
}
