/**
 * The cabinet under its Content-Security-Policy (scripts/security-headers.ts):
 * every page and section works with no violation, an injected inline script
 * does not run, no one can frame it, and the static files carry the headers
 * and error shape of the API. Source maps are not published.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { sections } from '../support/cabinet.ts';
import { liveRelease } from '../support/releases.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

/** Collects the page's CSP violations from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test('every page and section works under the CSP without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Подписаться' })).toBeVisible();
  await signIn(page);
  for (const { name, title } of sections) {
    await page.goto(`/cabinet/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an injected inline script does not run', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
});

test('the documents carry the policy, refuse framing and say nosniff', async ({ request }) => {
  for (const path of ['/', '/cabinet/events']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self' [^;]*http:\/\/localhost:\d+/);
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('a remote’s files say nosniff and may be loaded by the host’s page', async ({ request }) => {
  const response = await request.get(`${remoteUrl('events')}/${liveRelease('events')}/mf-manifest.json`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});

test('source maps are not published, and a missing file is answered in the API’s shape', async ({ request }) => {
  const html = await (await request.get('/cabinet/events', { headers: { Accept: 'text/html' } })).text();
  const main = /src="(\/static\/js\/main\.[\w]+\.js)"/.exec(html)?.[1];
  expect(main).toBeDefined();
  expect(await (await request.get(`${hostUrl}${main}`)).text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${hostUrl}${main}.map`);
  expect(map.status()).toBe(404);
  expect(await map.json()).toEqual({ message: 'Файл не найден' });
});
