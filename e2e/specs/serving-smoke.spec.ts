/**
 * The product as a static server serves it, whichever it is: the Node one
 * (`npm start`, the main suite) and nginx (`npm run start:nginx`,
 * e2e/nginx/playwright.config.ts runs this file there too). The landing,
 * signing in, every section, no CSP violation, a chunk the server really
 * answers 404, the cache headers of an entry and a chunk, and which
 * document each page address gets.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoUser, signIn, signInThroughApi } from '../support/auth.ts';
import { cabinetNav, sections } from '../support/cabinet.ts';
import { recordConsole } from '../support/console.ts';
import type { RemoteRegistry } from '@cabinet/runtime/registry';
import { liveRelease, registry as currentRegistry } from '../support/releases.ts';
import { rendererServes } from '../support/renderer.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A remote's live entry and the first chunk its manifest names. */
async function remoteFiles(request: APIRequestContext, name: string): Promise<{ entry: string; chunk: string }> {
  const base = `${remoteUrl(name)}/${liveRelease(name)}`;
  const manifest = (await (await request.get(`${base}/mf-manifest.json`)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  return { entry: `${base}/remoteEntry.js`, chunk: `${base}/${manifest.exposes[0]?.assets.js.sync[0] ?? ''}` };
}

test('the landing, signing in and every section work, with no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подписаться' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn(page);
  for (const { title } of sections) {
    await cabinetNav(page).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

test('an entry is revalidated and a chunk kept a year; a missing chunk is the server’s 404', async ({ page, request }) => {
  for (const { name } of sections) {
    const { entry, chunk } = await remoteFiles(request, name);
    const entryAnswer = await request.get(entry);
    expect(entryAnswer.status()).toBe(200);
    expect(entryAnswer.headers()['cache-control']).toBe('no-cache');
    expect(entryAnswer.headers()['content-type']).toMatch(/javascript/);
    const chunkAnswer = await request.get(chunk);
    expect(chunkAnswer.status()).toBe(200);
    expect(chunkAnswer.headers()['cache-control']).toBe(IMMUTABLE);
    expect(chunkAnswer.headers()['access-control-allow-origin']).toBe('*');
  }
  // A signed-in visitor's cabinet page: a guest's is sent to sign in by the renderer.
  await signInThroughApi(page);
  const html = await (await page.request.get('/cabinet')).text();
  const main = /src="(\/static\/js\/main\.\w+\.js)"/.exec(html)?.[1] ?? '';
  expect((await request.get(`${hostUrl}${main}`)).headers()['cache-control']).toBe(IMMUTABLE);
  const missing = await request.get(`${hostUrl}/static/js/gone.0000.js`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: 'Файл не найден' });
});

test('a section whose chunk the server answers 404 (a redeploy removed it) shows its fallback, the rest keeps working', async ({ page, request }) => {
  const { chunk } = await remoteFiles(request, 'events');
  // The request goes to the real server, for a name it does not have.
  await page.route(chunk, (route) => route.continue({ url: chunk.replace(/\.js$/, '.gone.js') }));
  const log = recordConsole(page);
  // Signing in lands on the events (the sign-in target): the page is loaded
  // once more by the chunk guard, then the section shows its fallback.
  await signIn(page);
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(log.texts('error').join('\n')).toMatch(/404|Loading chunk|ChunkLoadError/i);
});

test('a cabinet page’s document carries the config it serves, the registry composed from the teams’ records where the server can compose it, and the header row it paints first, and (from the renderer) who is signed in, painted', async ({ page }) => {
  await signInThroughApi(page);
  const request = page.request;
  const document = await (await request.get('/cabinet/events')).text();
  if (rendererServes) {
    // The renderer paints the visitor's own page in its place, for the browser to hydrate.
    expect(document).toMatch(/<div id="root" data-rendered="">[\s\S]*?<header [^>]*>[\s\S]*?data-testid="user-name">([^<]+)<\/span>/);
    expect(/data-testid="user-name">([^<]+)<\/span>/.exec(document)?.[1]).toBe(demoUser.name);
  } else {
    expect(document).toMatch(/<div id="root"><!--cabinet-shell--><div class="[^"]*"><header [^>]*>[\s\S]*>Кабинет<\/a><\/div><\/header>/);
  }
  expect(document).toMatch(/<link (?=[^>]*rel="stylesheet")[^>]*href="\/static\/css\/[^"]+\.css"[^>]*>/);
  const inline = (id: string) => new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(document)?.[1] ?? null;
  expect(JSON.parse(inline('cabinet-config') ?? 'null')).toEqual(await (await request.get('/config.json')).json());
  if (process.env.CABINET_E2E_SERVER === 'nginx' && !rendererServes) {
    // nginx's SSI cannot compose: the place stays empty, and the page reads the teams' records itself.
    expect(inline('cabinet-registry')).toBe('');
  } else {
    const registry = JSON.parse(inline('cabinet-registry') ?? 'null') as RemoteRegistry;
    expect(registry).toEqual(currentRegistry());
    expect(registry.remotes).toHaveLength(4);
  }
  if (!rendererServes) {
    // No renderer: nothing there (nginx includes nothing, the Node server leaves the directive), and the page asks.
    expect(inline('cabinet-identity')).not.toContain('"status"');
  } else {
    const identity = JSON.parse(inline('cabinet-identity') ?? 'null') as { status: number; body: { data: { name: string } } };
    expect(identity.status).toBe(200);
    expect(identity.body.data.name).toBe(demoUser.name);
  }
  // No registry file beside the host: it would be a copy no one keeps.
  expect((await request.get('/remotes.json')).status()).toBe(404);
});

test('a guest page load gets its prerendered document where it has one, with its form; the guest document otherwise', async ({ request }) => {
  for (const [address, path, heading] of [
    ['/login?redirect=%2Fcabinet%2Fpolls', '/login', 'Вход в кабинет'],
    ['/register/', '/register', 'Регистрация'],
    ['/password-recovery', '/password-recovery', 'Восстановление пароля'],
    ['/confirm-email', '/confirm-email', 'Проверьте почту'],
  ] as const) {
    const answer = await request.get(address);
    expect(answer.headers()['content-type']).toContain('text/html');
    const html = await answer.text();
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
    expect(html).toContain(`>${heading}</h1>`);
  }
  expect(await (await request.get('/verify/1/abc')).text()).toContain('<div id="root"></div>');
});
