import { describe, expect, it } from 'vitest';
import { HEALTH_COLLECTOR_PATH } from '@cabinet/runtime/field-health';
import { optionsFromEnv } from '../../../options.ts';
import { createTestApp, signedIn, timedApp } from '../../../testing/test-app.ts';
import { createHealthRecordsRepository, readHealthRows } from '../../../repositories/health-records.ts';

const HOST = 'http://localhost:3000';
const where = { remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' };
const report = (records: unknown[]) => JSON.stringify({ records });

/** As `navigator.sendBeacon` sends a string: text/plain, the page's Origin, its cookies, no XSRF header. */
function beacon(app: Awaited<ReturnType<typeof createTestApp>>, body: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: HEALTH_COLLECTOR_PATH,
    payload: body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: HOST, 'sec-fetch-mode': 'no-cors', ...headers },
  });
}

describe('POST /_telemetry/health', () => {
  it('stores a text/plain beacon and answers 204, without CSRF, whoever is signed in', async () => {
    const client = await signedIn();
    client.sendXsrf = false;
    const response = await client.request({
      method: 'POST',
      url: HEALTH_COLLECTOR_PATH,
      payload: report([{ type: 'load', ...where }, { type: 'failure', ...where, phase: 'entry', code: 'RUNTIME-008' }]),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: HOST },
    });
    expect(response.statusCode).toBe(204);
    expect(readHealthRows(client.app.db)).toEqual([
      expect.objectContaining({ remote: 'events', release: '0.1.0-36a24ca0e1', loads: 1, failures: 1, failures_by_phase: { manifest: 0, entry: 1, chunk: 0, render: 0 } }),
    ]);
  });

  it('keeps nothing that names a person: no user, no session, ids in paths as :id', async () => {
    const client = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: HEALTH_COLLECTOR_PATH,
      payload: report([{ type: 'render', ...where, path: '/cabinet/polls/12', ms: 300 }]),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(204);
    const stored = client.app.db.prepare('SELECT * FROM health_records').all();
    expect(stored).toEqual([
      { id: 1, type: 'render', remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/polls/:id', phase: null, code: null, metric: null, value: 300, received_at: expect.any(String) },
    ]);
  });

  it('accepts application/json too, after a CORS preflight the host passes', async () => {
    const app = await createTestApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: HEALTH_COLLECTOR_PATH,
      headers: { origin: HOST, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(HOST);
    const response = await beacon(app, report([{ type: 'vital', ...where, name: 'LCP', value: 1800 }]), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(204);
    expect(readHealthRows(app.db)[0]?.lcp_p75_ms).toBe(1800);
  });

  it('refuses an unknown phase, an absurd value and a query string in Russian, storing nothing', async () => {
    const app = await createTestApp();
    const phase = await beacon(app, report([{ type: 'load', ...where }, { type: 'failure', ...where, phase: 'boot', code: 'X' }]));
    expect(phase.statusCode).toBe(400);
    expect(phase.json().message).toMatch(/^Отчёт не принят: records\.1\.phase: /);
    const absurd = await beacon(app, report([{ type: 'vital', ...where, name: 'INP', value: 86_400_000 }]));
    expect(absurd.statusCode).toBe(400);
    const query = await beacon(app, report([{ type: 'load', ...where, path: '/cabinet/events?email=demo@example.com' }]));
    expect(query.json()).toEqual({ message: 'Отчёт не принят: records.0.path: Путь страницы без запроса и фрагмента' });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM health_records').get()).toEqual({ n: 0 });
  });

  it('accepts a remote served outside a release store as unversioned, and no other release that is not an id', async () => {
    const app = await createTestApp();
    expect((await beacon(app, report([{ type: 'load', ...where, release: 'unversioned' }]))).statusCode).toBe(204);
    const folder = await beacon(app, report([{ type: 'load', ...where, release: 'latest' }]));
    expect(folder.json()).toEqual({ message: 'Отчёт не принят: records.0.release: Неверный идентификатор выпуска' });
    expect(readHealthRows(app.db).map((row) => row.release)).toEqual(['unversioned']);
  });

  it('refuses malformed JSON (400), a body over 32 KB (413) and another content type (415)', async () => {
    const app = await createTestApp();
    expect((await beacon(app, '{"records": [')).json()).toEqual({ message: 'Отчёт не принят: некорректный JSON' });
    const big = await beacon(app, report([{ type: 'load', ...where, path: `/${'x'.repeat(40_000)}` }]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Отчёт не принят: больше 32 КБ' });
    const form = await beacon(app, 'records=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a page of another site (403) and counts reports per IP (429)', async () => {
    const app = await createTestApp({ throttles: { ...optionsFromEnv({}).throttles, telemetryIp: { max: 2, decaySeconds: 60 } } });
    const foreign = await beacon(app, report([{ type: 'load', ...where }]), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await beacon(app, report([{ type: 'load', ...where }]))).statusCode).toBe(204);
    expect((await beacon(app, report([{ type: 'load', ...where }]))).statusCode).toBe(204);
    const third = await beacon(app, report([{ type: 'load', ...where }]));
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('sweeps records older than 30 days', async () => {
    const { app, advance } = await timedApp();
    await beacon(app, report([{ type: 'load', ...where }]));
    advance(31 * 24 * 60 * 60 * 1000);
    await beacon(app, report([{ type: 'load', ...where, release: '0.2.0-1a2b3c4d5e' }]));
    expect(createHealthRecordsRepository(app.db).prune(app.now())).toBe(1);
    expect(readHealthRows(app.db).map((row) => row.release)).toEqual(['0.2.0-1a2b3c4d5e']);
  });
});
