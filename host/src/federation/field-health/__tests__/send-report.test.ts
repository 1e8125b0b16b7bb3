/**
 * Reports reach a collector that takes a signed-in person's reports only:
 * the mock collector (msw) answers an anonymous one 401, as the reference
 * server does, and a report with the session's credentials 204. The
 * reporting code sends by the API client's auth mode and token.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, setAuthToken } from '@cabinet/runtime';
import { currentUser, demoUser, setupApiServer } from '@cabinet/testing';
import { startReporting } from '../reporting.ts';

// No vitals here: a report of a test is its one load.
vi.mock('web-vitals', () => ({ onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined }));

const TELEMETRY = 'http://localhost:8000/_telemetry/health';
const ENTRY = 'http://localhost:3001/0.1.0-36a24ca0e1/mf-manifest.json';

const { server, db } = setupApiServer({ signedIn: false });

interface Received {
  status: number;
  authorization: string | null;
  contentType: string | null;
  records: unknown[];
}

/** The collector: who sent each report, and whether it was taken. */
function collector(): Received[] {
  const received: Received[] = [];
  server.use(
    http.post(TELEMETRY, async ({ request }) => {
      const status = currentUser(db, request) ? 204 : 401;
      const { records } = JSON.parse(await request.text()) as { records: unknown[] };
      received.push({ status, authorization: request.headers.get('authorization'), contentType: request.headers.get('content-type'), records });
      return new HttpResponse(null, { status });
    }),
  );
  return received;
}

/** A page of the events section that loaded it, then is left: its one report goes. */
function visitAndLeave(): void {
  window.history.replaceState(null, '', '/cabinet/events');
  const tell = startReporting(TELEMETRY);
  tell({ type: 'load', remote: 'events', entry: ENTRY, failed: false, error: undefined });
  window.dispatchEvent(new Event('pagehide'));
}

const beacon = vi.fn((_url: string, _body: string) => true);

beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  configureApi();
  vi.restoreAllMocks();
});

describe('sending field-health reports', () => {
  it('sends by the client’s auth mode: a beacon with the session cookie, a keepalive fetch with the bearer token', async () => {
    const received = collector();
    const fetch = vi.spyOn(globalThis, 'fetch');

    // Cookie mode: the beacon carries the session cookie.
    configureApi({ authMode: 'cookie' });
    visitAndLeave();
    expect(beacon).toHaveBeenCalledOnce();
    expect(beacon.mock.calls[0]?.[0]).toBe(TELEMETRY);
    expect(fetch).not.toHaveBeenCalled();

    // Token mode: a beacon cannot carry Authorization.
    configureApi({ authMode: 'token' });
    db.tokens.set('token-of-anna', demoUser(db).id);
    setAuthToken('token-of-anna');
    visitAndLeave();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(beacon).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledExactlyOnceWith(TELEMETRY, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'include' }));
    expect(received).toEqual([
      {
        status: 204,
        authorization: 'Bearer token-of-anna',
        contentType: 'text/plain',
        records: [{ type: 'load', remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' }],
      },
    ]);
  });

  it('sends nothing in token mode without a token: the collector would refuse a guest’s report', () => {
    const received = collector();
    const fetch = vi.spyOn(globalThis, 'fetch');
    configureApi({ authMode: 'token' });
    visitAndLeave();
    // Both would be called at once, on pagehide.
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });
});
