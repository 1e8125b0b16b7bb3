/**
 * The cabinet under its Content-Security-Policy (serving/src/security-headers.ts):
 * every page and section works with no violation, an injected inline script
 * does not run, no one can frame it, and the static files carry the headers
 * and error shape of the API. Source maps are not published.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { sections } from '../support/cabinet.ts';
import { liveRelease, store } from '../support/releases.ts';
import { rendererServes } from '../support/renderer.ts';
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
  await signInThroughApi(page);
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

test('source maps are not published, and a missing file is answered in the API’s shape', async ({ page, request }) => {
  await signInThroughApi(page);
  const html = await (await page.request.get('/cabinet/events', { headers: { Accept: 'text/html' } })).text();
  const main = /src="(\/static\/js\/main\.[\w]+\.js)"/.exec(html)?.[1];
  expect(main).toBeDefined();
  expect(await (await request.get(`${hostUrl}${main}`)).text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${hostUrl}${main}.map`);
  expect(map.status()).toBe(404);
  expect(await map.json()).toEqual({ message: 'Файл не найден' });
});

/** The first content-hashed chunk a remote's live manifest names. */
async function remoteChunk(request: APIRequestContext, name: string): Promise<string> {
  const base = `${remoteUrl(name)}/${liveRelease(name)}`;
  const manifest = (await (await request.get(`${base}/mf-manifest.json`)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  expect(chunk).toMatch(/^static\/js\//);
  return `${base}/${chunk}`;
}

test('a source map is refused however its name is encoded, on the host and on a remote', async ({ page, request }) => {
  await signInThroughApi(page);
  const html = await (await page.request.get('/cabinet/events')).text();
  const main = /src="(\/static\/js\/main\.[\w]+\.js)"/.exec(html)?.[1];
  const entry = `${remoteUrl('events')}/${liveRelease('events')}/remoteEntry.js`;
  for (const file of [`${hostUrl}${main}`, entry, await remoteChunk(request, 'events')]) {
    for (const suffix of ['.map', '.ma%70', '%2emap', '.%6dap', '%2E%6D%61%70']) {
      const response = await request.get(`${file}${suffix}`);
      expect(response.status(), `${file}${suffix}`).toBe(404);
      expect(await response.text()).not.toContain('sourcesContent');
    }
  }
});

test('dotfiles are never served: a release being written, a stray .env', async ({ request }) => {
  const folder = path.join(store(), 'events');
  const partial = path.join(folder, '.0.1.0-e2e.4242.partial');
  await mkdir(partial, { recursive: true });
  await writeFile(path.join(partial, 'remoteEntry.js'), 'partial');
  await writeFile(path.join(folder, '.env'), 'SECRET=1');
  try {
    for (const file of ['.env', '%2eenv', '.0.1.0-e2e.4242.partial/remoteEntry.js', `${liveRelease('events')}/../.env`]) {
      const response = await request.get(`${remoteUrl('events')}/${file}`);
      expect(response.status(), file).toBe(404);
      expect(await response.text()).not.toContain('SECRET');
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
    await rm(path.join(folder, '.env'), { force: true });
  }
});

test('a remote’s files carry the same public CORS whatever the request, so a shared cache cannot break the host', async ({ request }) => {
  const chunk = await remoteChunk(request, 'events');
  const requests: Record<string, string>[] = [{}, { Origin: hostUrl }, { Origin: 'https://elsewhere.example' }];
  for (const headers of requests) {
    const response = await request.get(chunk, { headers });
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('a page address answers its document to a client that does not ask for HTML (curl, link checkers); a missing file is a 404', async ({
  page,
  request,
}) => {
  // What the renderer answers depends on who asks: it is never stored (`private, no-store`).
  const cacheControl = rendererServes ? 'private, no-store' : 'no-cache';
  const guestPage = await request.get('/login', { headers: { Accept: '*/*' } });
  expect(guestPage.status()).toBe(200);
  expect(guestPage.headers()['cache-control']).toBe(cacheControl);
  expect(await guestPage.text()).toContain('/static/js/guest.');
  await signInThroughApi(page);
  for (const address of ['/cabinet', '/cabinet/events']) {
    const response = await page.request.get(address, { headers: { Accept: '*/*' } });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe(cacheControl);
    expect(await response.text()).toContain('/static/js/main.');
  }
  for (const file of ['/static/js/gone.1234.js', '/robots.txt']) {
    const response = await request.get(file, { headers: { Accept: '*/*' } });
    expect(response.status(), file).toBe(404);
    expect(await response.json()).toEqual({ message: 'Файл не найден' });
  }
});
