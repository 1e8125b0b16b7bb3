import { describe, expect, it } from 'vitest';
import { HEALTH_COLLECTOR_PATH } from '@cabinet/runtime/field-health';
import { createTestApp, signedIn } from '../../../testing/test-app.ts';
import { healthPageHtml } from '../health-page.ts';

describe('GET /_dev/health', () => {
  it('shows a person the figures of every remote and release, opened by navigation', async () => {
    const app = await createTestApp();
    const records = [
      { type: 'load', remote: 'polls', release: '0.1.0-abcdef0123', path: '/cabinet/polls' },
      { type: 'failure', remote: 'polls', release: '0.1.0-abcdef0123', path: '/cabinet/polls', phase: 'manifest', code: 'HTTP-500' },
      { type: 'render', remote: 'polls', release: '0.1.0-abcdef0123', path: '/cabinet/polls', ms: 1234 },
    ];
    const reporter = await signedIn(app);
    await reporter.request({ method: 'POST', url: HEALTH_COLLECTOR_PATH, payload: JSON.stringify({ records }), headers: { 'content-type': 'text/plain' } });
    const page = await app.inject({ method: 'GET', url: '/_dev/health', headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Здоровье разделов</h1>');
    expect(page.body).toContain('каждый человек не больше одного раза в час');
    expect(page.body).toContain('за последние 30 дней.');
    expect(page.body).toContain('<th scope="col">Люди</th><th scope="col">Загрузки</th>');
    expect(page.body).toContain('<tr><th scope="row">polls</th><th scope="row">0.1.0-abcdef0123</th><td>1</td><td>1</td><td>1</td><td>1</td><td>0</td><td>0</td><td>0</td><td>1&nbsp;234 мс</td>'.replace('&nbsp;', '\u00a0'));
  });

  it('says so when there is no report yet', async () => {
    const app = await createTestApp();
    expect((await app.inject({ method: 'GET', url: '/_dev/health' })).body).toContain('Отчётов пока нет');
  });

  it('escapes what it shows', () => {
    const html = healthPageHtml([
      {
        remote: '<script>alert(1)</script>',
        release: '"&',
        people: 0,
        loads: 0,
        failures: 0,
        failures_by_phase: { manifest: 0, entry: 0, chunk: 0, render: 0 },
        render_p75_ms: null,
        lcp_p75_ms: null,
        inp_p75_ms: null,
        cls_p75: null,
      },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&amp;');
  });

  it('does not exist when the dev endpoints are off', async () => {
    const app = await createTestApp({ devEndpoints: false });
    expect((await app.inject({ method: 'GET', url: '/_dev/health' })).statusCode).toBe(404);
  });
});
