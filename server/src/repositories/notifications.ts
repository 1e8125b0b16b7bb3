import type { CabinetNotification } from '@cabinet/runtime/contract';
import type { Db } from '../db/open-database.ts';

interface NotificationRow {
  id: number;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

const COLUMNS = 'id, title, body, link, created_at, read_at';

export function notificationResource(row: NotificationRow): CabinetNotification {
  return { id: row.id, title: row.title, body: row.body, created_at: row.created_at, read_at: row.read_at, link: row.link };
}

/** Every statement is scoped by user: another user's notification simply does not exist. */
export function createNotificationsRepository(db: Db) {
  const count = db.prepare<[number], { total: number; unread: number }>(
    'SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE user_id = ?',
  );
  const all = db.prepare<[number, number, number], NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const unread = db.prepare<[number, number, number], NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const byId = db.prepare<[number, number], NotificationRow>(`SELECT ${COLUMNS} FROM notifications WHERE id = ? AND user_id = ?`);
  const markRead = db.prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL');

  return {
    list(user: number, onlyUnread: boolean, limit: number, offset: number) {
      const counts = count.get(user) ?? { total: 0, unread: 0 };
      const rows = (onlyUnread ? unread : all).all(user, limit, offset);
      return { rows, total: onlyUnread ? counts.unread : counts.total, unread: counts.unread };
    },
    /** Idempotent: the first read time is kept. */
    markRead(user: number, id: number, now: string): NotificationRow | null {
      markRead.run(now, id, user);
      return byId.get(id, user) ?? null;
    },
  };
}
