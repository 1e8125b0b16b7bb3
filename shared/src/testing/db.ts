import type { CabinetEvent, CabinetNotification, Poll, SendMessageBody, User } from '../contract/index.ts';
import { DEMO_PASSWORD, seedEvents, seedNotifications, seedPolls, seedUser } from './seed.ts';

/**
 * The in-memory db behind the msw handlers. Authentication is db state, not
 * a cookie: `session.userId` is the cookie session, `tokens` the personal
 * access tokens of token mode. `csrfToken` is the last `XSRF-TOKEN` issued.
 */
interface TestAccount {
  user: User;
  password: string;
}

interface TestDb {
  accounts: TestAccount[];
  session: { userId: number | null };
  tokens: Map<string, number>;
  csrfToken: string | null;
  events: CabinetEvent[];
  notifications: CabinetNotification[];
  polls: Poll[];
  messages: SendMessageBody[];
  subscribers: string[];
  uploads: string[];
  /** Incremented for ids and tokens, so every run yields the same values. */
  sequence: number;
}

interface TestDbOptions {
  /** Whether the demo user starts signed in (cookie session). Default: true. */
  signedIn?: boolean;
}

function createTestDb(options: TestDbOptions = {}): TestDb {
  const now = Date.now();
  const user = seedUser(now);
  return {
    accounts: [{ user, password: DEMO_PASSWORD }],
    session: { userId: options.signedIn === false ? null : user.id },
    tokens: new Map(),
    csrfToken: null,
    events: seedEvents(now),
    notifications: seedNotifications(now),
    polls: seedPolls(now),
    messages: [],
    subscribers: [],
    uploads: [],
    sequence: 100,
  };
}

/** Refills `db` in place (the handlers keep their reference to it). */
function resetTestDb(db: TestDb, options: TestDbOptions = {}): void {
  Object.assign(db, createTestDb(options));
}

function nextId(db: TestDb): number {
  db.sequence += 1;
  return db.sequence;
}

/** The demo user's record (the first account). */
function demoUser(db: TestDb): User {
  const account = db.accounts[0];
  if (!account) throw new Error('The test db has no accounts');
  return account.user;
}

export { createTestDb, resetTestDb, nextId, demoUser };
export type { TestAccount, TestDb, TestDbOptions };
