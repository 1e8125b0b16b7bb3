import type { CabinetEvent, EventStatus } from '@cabinet/shared/contract';
import type { Db } from '../db/open-database.ts';

export interface EventRow {
  id: number;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  location: string;
  cover_url: string | null;
  marked_at: string | null;
}

const SELECT = `SELECT e.id, e.title, e.description, e.starts_at, e.ends_at, e.location, e.cover_url, m.marked_at
  FROM events e LEFT JOIN event_marks m ON m.event_id = e.id AND m.user_id = @user`;

/** upcoming = not yet ended, soonest first; past = ended, latest first; all = latest first. */
const FILTERS = {
  upcoming: { where: 'e.ends_at > @now', order: 'e.starts_at ASC, e.id ASC' },
  past: { where: 'e.ends_at <= @now', order: 'e.starts_at DESC, e.id DESC' },
  all: { where: '1 = 1', order: 'e.starts_at DESC, e.id DESC' },
} as const;

export function eventResource(row: EventRow): CabinetEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    location: row.location,
    cover_url: row.cover_url,
    marked: row.marked_at !== null,
    marked_at: row.marked_at,
  };
}

/** Statements are prepared once per app, one pair per filter, so a list request compiles nothing. */
export function createEventsRepository(db: Db) {
  const lists = Object.fromEntries(
    Object.entries(FILTERS).map(([name, { where, order }]) => [
      name,
      {
        count: db.prepare<{ now: string }, { total: number }>(`SELECT COUNT(*) AS total FROM events e WHERE ${where}`),
        page: db.prepare<{ user: number; now: string; limit: number; offset: number }, EventRow>(
          `${SELECT} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
        ),
      },
    ]),
  );
  const byId = db.prepare<{ user: number; id: number }, EventRow>(`${SELECT} WHERE e.id = @id`);
  const mark = db.prepare('INSERT OR IGNORE INTO event_marks (user_id, event_id, marked_at) VALUES (?, ?, ?)');

  return {
    list(user: number, status: EventStatus | undefined, now: string, limit: number, offset: number) {
      const statements = lists[status ?? 'all'];
      if (!statements) throw new Error(`unknown event filter ${String(status)}`);
      const total = statements.count.get({ now })?.total ?? 0;
      return { total, rows: statements.page.all({ user, now, limit, offset }) };
    },
    find: (user: number, id: number) => byId.get({ user, id }) ?? null,
    mark(user: number, id: number, now: string): EventRow | null {
      mark.run(user, id, now);
      return byId.get({ user, id }) ?? null;
    },
  };
}
