import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearCookies } from './cookies.ts';
import type { TestDb } from './db.ts';
import { createMockApi, type MockApiOptions } from './mock-api.ts';

/** What a test can assert about a request the client sent. */
interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/**
 * Records every request that reaches the mock API from now until the end of
 * the test (`setupApiServer` detaches the listener after each test).
 */
function recordRequests(server: SetupServer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url), headers: new Headers(request.headers) });
  });
  return requests;
}

interface ApiServer {
  server: SetupServer;
  db: TestDb;
}

type ApiServerOptions = MockApiOptions;

/**
 * Mocks the Cabinet API for a vitest file: call it once at the top level.
 * Each test starts with freshly seeded data and no cookies; handlers a test
 * adds with `server.use(...)` are dropped after it; a request no handler
 * answers fails the test (`onUnhandledRequest: 'error'`).
 */
function setupApiServer(options: ApiServerOptions = {}): ApiServer {
  const { db, handlers, reset } = createMockApi(options);
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    reset();
    clearCookies();
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return { server, db };
}

export { setupApiServer, recordRequests };
export type { ApiServer, ApiServerOptions, RecordedRequest };
