import type { HttpHandler } from 'msw';
import type { User } from '@cabinet/runtime';
import { DEMO_PASSWORD, seedUser } from './seed.ts';

/**
 * The in-memory db behind the msw handlers. This package holds what every
 * app's tests need — accounts, the cookie session, the personal access
 * tokens of token mode and the last `XSRF-TOKEN` issued; each domain (a
 * remote, the host's auth pages) adds its own tables by augmenting
 * `TestDb` and seeding them in its `TestDomain`:
 *
 *     declare module '@cabinet/testing' {
 *       interface TestDb { events: CabinetEvent[] }
 *     }
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
  /** Incremented for ids and tokens, so every run yields the same values. */
  sequence: number;
}

/** One owner's part of the mock API: its tables and the handlers of its calls. */
interface TestDomain {
  /** Fills this domain's tables of a fresh db (`now` keeps "upcoming" upcoming). */
  seed(db: TestDb, now: number): void;
  handlers(db: TestDb): HttpHandler[];
}

interface TestDbOptions {
  /** Whether the demo user starts signed in (cookie session). Default: true. */
  signedIn?: boolean;
}

function baseTables(options: TestDbOptions, now: number) {
  const user = seedUser(now);
  return {
    accounts: [{ user, password: DEMO_PASSWORD }],
    session: { userId: options.signedIn === false ? null : user.id },
    tokens: new Map<string, number>(),
    csrfToken: null,
    sequence: 100,
  };
}

/** Refills `db` in place (the handlers keep their reference to it). */
function resetTestDb(db: TestDb, domains: readonly TestDomain[] = [], options: TestDbOptions = {}): void {
  const now = Date.now();
  Object.assign(db, baseTables(options, now));
  for (const domain of domains) domain.seed(db, now);
}

function createTestDb(domains: readonly TestDomain[] = [], options: TestDbOptions = {}): TestDb {
  // The domains' tables are added by their seeds right below.
  const db = baseTables(options, Date.now()) as TestDb;
  resetTestDb(db, domains, options);
  return db;
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
export type { TestAccount, TestDb, TestDbOptions, TestDomain };
