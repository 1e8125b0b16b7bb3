import type { HttpHandler } from 'msw';
import { createTestDb, resetTestDb, type TestDb, type TestDbOptions, type TestDomain } from './db.ts';
import { sessionHandlers } from './handlers/session.ts';

interface MockApiOptions extends TestDbOptions {
  /** The parts of the API the code under test calls, besides the session. */
  domains?: readonly TestDomain[];
}

interface MockApi {
  db: TestDb;
  /** The session's handlers, then each domain's. */
  handlers: HttpHandler[];
  /** Seeds the db afresh, in place. */
  reset: () => void;
}

/**
 * The mock API without a test runner: the db and the msw handlers. Vitest
 * files use `setupApiServer`; a remote's standalone smoke test in a real
 * browser answers its requests with these (msw's `getResponse`).
 */
function createMockApi({ domains = [], ...options }: MockApiOptions = {}): MockApi {
  const db = createTestDb(domains, options);
  return {
    db,
    handlers: [...sessionHandlers(db), ...domains.flatMap((domain) => domain.handlers(db))],
    reset: () => resetTestDb(db, domains, options),
  };
}

export { createMockApi };
export type { MockApi, MockApiOptions };
