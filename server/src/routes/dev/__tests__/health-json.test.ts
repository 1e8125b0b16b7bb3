import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HEALTH_COLLECTOR_PATH, HealthRowSchema } from '@cabinet/runtime/field-health';
import { createTestApp, signedIn } from '../../../testing/test-app.ts';
import { readHealthRows } from '../../../repositories/health-records.ts';

const where = { remote: 'polls', release: '0.1.0-abcdef0123', path: '/cabinet/polls' };

describe('GET /_dev/health.json', () => {
  it('answers the rows of npm run health -- --json, never cached', async () => {
    const app = await createTestApp();
    const records = [{ type: 'load', ...where }, { type: 'failure', ...where, phase: 'entry', code: 'RUNTIME-008' }, { type: 'render', ...where, ms: 1234 }];
    const reporter = await signedIn(app);
    await reporter.request({ method: 'POST', url: HEALTH_COLLECTOR_PATH, payload: JSON.stringify({ records }), headers: { 'content-type': 'text/plain' } });
    // As the release tool's --health <URL> asks from Node: no Origin, no navigation.
    const response = await app.inject({ method: 'GET', url: '/_dev/health.json', headers: { 'sec-fetch-mode': 'cors', 'user-agent': 'node' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = v.parse(v.array(HealthRowSchema), response.json());
    expect(rows).toEqual(readHealthRows(app.db));
    expect(rows).toEqual([
      {
        remote: 'polls',
        release: '0.1.0-abcdef0123',
        people: 1,
        loads: 1,
        failures: 1,
        failures_by_phase: { manifest: 0, entry: 1, chunk: 0, render: 0 },
        render_p75_ms: 1234,
        lcp_p75_ms: null,
        inp_p75_ms: null,
        cls_p75: null,
      },
    ]);
  });

  it('answers an empty array before the first report', async () => {
    const app = await createTestApp();
    expect((await app.inject({ method: 'GET', url: '/_dev/health.json' })).json()).toEqual([]);
  });

  it('refuses a page of another site, like the other dev endpoints', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/_dev/health.json', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' } });
    expect(response.statusCode).toBe(403);
  });

  it('does not exist when the dev endpoints are off', async () => {
    const app = await createTestApp({ devEndpoints: false });
    expect((await app.inject({ method: 'GET', url: '/_dev/health.json' })).statusCode).toBe(404);
  });
});
