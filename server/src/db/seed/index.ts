import { DEFAULT_SCRYPT_COST } from '../../lib/password.ts';
import { seedDataChanged } from '../../repositories/seed-data-cache.ts';
import type { Db } from '../open-database.ts';
import { seedEvents } from './events.ts';
import { seedNotifications } from './notifications.ts';
import { seedPolls } from './polls.ts';
import { demoPasswordHash, seedUsers } from './users.ts';

export { DEMO_EMAIL, DEMO_PASSWORD } from './users.ts';

/** Every data table, children first, so a reset never trips a foreign key. */
const TABLES = [
  'poll_answers',
  'poll_attempts',
  'poll_question_options',
  'poll_questions',
  'polls',
  'event_marks',
  'events',
  'notifications',
  'uploads',
  'messages',
  'subscriptions',
  'mail_outbox',
  'password_reset_tokens',
  'personal_access_tokens',
  'sessions',
  'users',
] as const;

/**
 * Wipes all data and inserts the demo set (relative to `now`), in one
 * transaction. Ids restart at 1 so links in the seed (`/cabinet/polls/1`) hold.
 */
export async function seedDatabase(db: Db, now: Date, scryptCost = DEFAULT_SCRYPT_COST): Promise<void> {
  const passwordHash = await demoPasswordHash(scryptCost);
  db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get()) {
      db.prepare('DELETE FROM sqlite_sequence').run();
    }
    db.prepare("UPDATE app_state SET value = value + 1 WHERE key = 'data_generation'").run();
    const { demoId, otherId } = seedUsers(db, now, passwordHash);
    seedEvents(db, now, demoId);
    seedNotifications(db, now, demoId, otherId);
    seedPolls(db, now, demoId);
  })();
  seedDataChanged();
}

export function isEmpty(db: Db): boolean {
  return db.prepare('SELECT 1 FROM users LIMIT 1').get() === undefined;
}
