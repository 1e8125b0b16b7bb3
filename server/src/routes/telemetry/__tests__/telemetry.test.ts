import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HEALTH_COLLECTOR_PATH } from '@cabinet/runtime/field-health';
import { healthPerson } from '../../../health/health-person.ts';
import { optionsFromEnv } from '../../../options.ts';
import { createTestApp, signedIn, timedApp } from '../../../testing/test-app.ts';
import { createHealthRecordsRepository, readHealthRows } from '../../../repositories/health-records.ts';

const HOST = 'http://localhost:3000';
const where = { remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' };
const report = (records: unknown[]) => JSON.stringify({ records });
const stored = (app: FastifyInstance) => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM health_person_hours').get()?.n;

/** A signed-in person of their own, in token mode: the `Authorization` header their reports carry. */
function person(app: FastifyInstance, n: number): Record<string, string> {
  const user = app.users.create(`Человек ${n}`, `person-${n}@example.com`, 'x', app.now().toISOString());
  if (!user) throw new Error('no user');
  return { authorization: `Bearer ${app.accessTokens.issue(user.id, 'test', app.now())}` };
}

/** As `navigator.sendBeacon` sends a string: text/plain, the page's Origin, its credentials, no XSRF header. */
function beacon(app: FastifyInstance, body: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: HEALTH_COLLECTOR_PATH,
    payload: body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: HOST, 'sec-fetch-mode': 'no-cors', ...headers },
  });
}

/** An app whose IP throttle lets a test send many reports. */
const roomyApp = () => createTestApp({ throttles: { ...optionsFromEnv({}).throttles, telemetryIp: { max: 100_000, decaySeconds: 60 } } });

describe('POST /_telemetry/health', () => {
  it('stores a text/plain beacon of a signed-in session and answers 204, without CSRF', async () => {
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
      expect.objectContaining({ remote: 'events', release: '0.1.0-36a24ca0e1', people: 1, loads: 1, failures: 1, failures_by_phase: { manifest: 0, entry: 1, chunk: 0, render: 0 } }),
    ]);
  });

  it('takes a bearer token too', async () => {
    const app = await createTestApp();
    expect((await beacon(app, report([{ type: 'load', ...where }]), person(app, 1))).statusCode).toBe(204);
    expect(readHealthRows(app.db)[0]?.people).toBe(1);
  });

  it('refuses an anonymous report, a forged token and an unknown session (401), storing nothing', async () => {
    const app = await createTestApp();
    const flood = report(Array.from({ length: 100 }, () => ({ type: 'failure', ...where, phase: 'manifest', code: 'HTTP-500' })));
    const forged: Record<string, string>[] = [{}, { authorization: 'Bearer 1|forged' }, { authorization: 'Bearer nonsense' }, { cookie: 'cabinet_session=made-up' }];
    for (const headers of forged) {
      const response = await beacon(app, flood, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Отчёт не принят: войдите в кабинет' });
    }
    expect(stored(app)).toBe(0);
  });

  it('keeps nothing that names a person: a keyed hash of the user, no id, no path, no session', async () => {
    const client = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: HEALTH_COLLECTOR_PATH,
      payload: report([{ type: 'render', ...where, path: '/cabinet/polls/:id', ms: 300 }]),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(204);
    const userId = client.app.users.findByEmail('demo@example.com')?.id ?? 0;
    expect(client.app.db.prepare('SELECT * FROM health_person_hours').all()).toEqual([
      {
        id: 1,
        remote: 'events',
        release: '0.1.0-36a24ca0e1',
        hour: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d$/),
        person: healthPerson('test-app-key', userId),
        loaded: 0,
        failed_manifest: 0,
        failed_entry: 0,
        failed_chunk: 0,
        failed_render: 0,
        render_ms: 300,
        lcp_ms: null,
        inp_ms: null,
        cls: null,
      },
    ]);
    expect(healthPerson('test-app-key', userId)).toMatch(/^[0-9a-f]{16}$/);
    expect(healthPerson('another-key', userId)).not.toBe(healthPerson('test-app-key', userId));
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
    const response = await beacon(app, report([{ type: 'vital', ...where, name: 'LCP', value: 1800 }]), { 'content-type': 'application/json', ...person(app, 1) });
    expect(response.statusCode).toBe(204);
    expect(readHealthRows(app.db)[0]?.lcp_p75_ms).toBe(1800);
  });

  it('refuses an unknown phase, an absurd value, a query string and a path of no route in Russian, storing nothing', async () => {
    const app = await createTestApp();
    const anna = person(app, 1);
    const phase = await beacon(app, report([{ type: 'load', ...where }, { type: 'failure', ...where, phase: 'boot', code: 'X' }]), anna);
    expect(phase.statusCode).toBe(400);
    expect(phase.json().message).toMatch(/^Отчёт не принят: records\.1\.phase: /);
    const absurd = await beacon(app, report([{ type: 'vital', ...where, name: 'INP', value: 86_400_000 }]), anna);
    expect(absurd.statusCode).toBe(400);
    const shape = 'Отчёт не принят: records.0.path: Путь страницы: /cabinet и до 4 частей — слова из латинских букв, цифр и дефиса или :id';
    for (const path of ['/cabinet/events?email=demo@example.com', '/password-recovery/token=x&email=y', '/cabinet/events/12']) {
      const refused = await beacon(app, report([{ type: 'load', ...where, path }]), anna);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: shape });
    }
    expect(stored(app)).toBe(0);
  });

  it('accepts a remote served outside a release store as unversioned, and no other release that is not an id', async () => {
    const app = await createTestApp();
    const anna = person(app, 1);
    expect((await beacon(app, report([{ type: 'load', ...where, release: 'unversioned' }]), anna)).statusCode).toBe(204);
    const folder = await beacon(app, report([{ type: 'load', ...where, release: 'latest' }]), anna);
    expect(folder.json()).toEqual({ message: 'Отчёт не принят: records.0.release: Неверный идентификатор выпуска' });
    expect(readHealthRows(app.db).map((row) => row.release)).toEqual(['unversioned']);
  });

  it('refuses malformed JSON (400), a body over 32 KB (413) and another content type (415)', async () => {
    const app = await createTestApp();
    const anna = person(app, 1);
    expect((await beacon(app, '{"records": [', anna)).json()).toEqual({ message: 'Отчёт не принят: некорректный JSON' });
    const big = await beacon(app, report([{ type: 'load', ...where, path: `/${'x'.repeat(40_000)}` }]), anna);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Отчёт не принят: больше 32 КБ' });
    const form = await beacon(app, 'records=1', { 'content-type': 'application/x-www-form-urlencoded', ...anna });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a page of another site (403) and counts reports per IP (429), signed in or not', async () => {
    const app = await createTestApp({ throttles: { ...optionsFromEnv({}).throttles, telemetryIp: { max: 2, decaySeconds: 60 } } });
    const anna = person(app, 1);
    const foreign = await beacon(app, report([{ type: 'load', ...where }]), { origin: 'https://evil.example', ...anna });
    expect(foreign.statusCode).toBe(403);
    expect((await beacon(app, report([{ type: 'load', ...where }]), anna)).statusCode).toBe(204);
    expect((await beacon(app, report([{ type: 'load', ...where }]))).statusCode).toBe(401);
    const third = await beacon(app, report([{ type: 'load', ...where }]), anna);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('sweeps rows older than 30 days', async () => {
    const { app, advance } = await timedApp();
    const anna = person(app, 1);
    await beacon(app, report([{ type: 'load', ...where }]), anna);
    advance(31 * 24 * 60 * 60 * 1000);
    await beacon(app, report([{ type: 'load', ...where, release: '0.2.0-1a2b3c4d5e' }]), anna);
    expect(createHealthRecordsRepository(app.db).prune(app.now())).toBe(1);
    expect(readHealthRows(app.db).map((row) => row.release)).toEqual(['0.2.0-1a2b3c4d5e']);
  });
});

describe('field health counts people, not requests', () => {
  it('one person posting 1,000 failures moves the figures by one failure and one person', async () => {
    const app = await roomyApp();
    // The canary as 30 people met it: each loaded it, none failed.
    for (let n = 1; n <= 30; n += 1) await beacon(app, report([{ type: 'load', ...where }]), person(app, n));
    const before = readHealthRows(app.db)[0];
    expect(before).toMatchObject({ people: 30, loads: 30, failures: 0 });
    const mallory = person(app, 31);
    const failures = Array.from({ length: 100 }, (_, n) => ({ type: 'failure', ...where, phase: (['manifest', 'entry', 'chunk', 'render'] as const)[n % 4], code: 'HTTP-500' }));
    expect((await beacon(app, report([{ type: 'load', ...where }]), mallory)).statusCode).toBe(204);
    for (let n = 0; n < 10; n += 1) expect((await beacon(app, report(failures), mallory)).statusCode).toBe(204);
    expect(readHealthRows(app.db)[0]).toMatchObject({ people: 31, loads: 31, failures: 1, failures_by_phase: { manifest: 1, entry: 1, chunk: 1, render: 1 } });
  });

  it('a flood of reports about invented releases from one person leaves the table under its bound', async () => {
    const { app, advance } = await timedApp({ throttles: { ...optionsFromEnv({}).throttles, telemetryIp: { max: 100_000, decaySeconds: 60 } } });
    const mallory = person(app, 1);
    let release = 0;
    const invented = () => Array.from({ length: 100 }, () => ({ type: 'failure', ...where, release: `0.${(release += 1)}.0-36a24ca0e1`, phase: 'entry', code: 'X' }));
    for (let n = 0; n < 50; n += 1) expect((await beacon(app, report(invented()), mallory)).statusCode).toBe(204);
    // 5,000 invented releases in an hour: 64 rows.
    expect(stored(app)).toBe(64);
    advance(60 * 60 * 1000);
    for (let n = 0; n < 5; n += 1) await beacon(app, report(invented()), mallory);
    expect(stored(app)).toBe(128);
    expect(readHealthRows(app.db).every((row) => row.failures === 1 && row.people === 0)).toBe(true);
  });
});
