/**
 * Reload guards of a long-open tab (SPEC §7, §8): a newer host build
 * reloads at the next navigation and not before; a chunk that 404s (a
 * redeploy deleted it) reloads once, then shows the error; a remote
 * redeployed while the tab is open is loaded in its new build next time.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { hostRoot, reloadSeeingNewBuild } from '../support/host-deploy.ts';
import { liveRelease, store } from '../support/releases.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

/** The files the events remote is served from now: its live release in npm start's store. */
const eventsServed = () => path.join(store(), 'events', liveRelease('events') ?? '');

/** Marks the current document; a full page load forgets it, a client-side navigation does not. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __shellMarker: 'same document' }));
const marker = (page: Page) => page.evaluate(() => (window as { __shellMarker?: string }).__shellMarker ?? null);

test('the same build keeps navigating inside the page', async ({ page }) => {
  await signInThroughApi(page);
  const check = page.waitForResponse((response) => /\/builds\/latest\.json\?\d+$/.test(response.url()));
  await page.goto('/cabinet');
  expect((await check).status()).toBe(200);
  await mark(page);
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(await marker(page)).toBe('same document');
});

test('a newer build reloads the page at the next navigation, and not before', async ({ page }) => {
  await signInThroughApi(page);
  // A page whose one check (1 s after mount) is behind it: the only page
  // that can see the new build below is the one loaded after the deploy.
  const firstCheck = page.waitForResponse((response) => /\/builds\/latest\.json\?\d+$/.test(response.url()));
  await page.goto('/cabinet');
  await firstCheck;
  const shared = path.resolve(import.meta.dirname, '../../host/dist/builds/latest.json');
  const sharedBefore = await readFile(shared, 'utf8');
  await reloadSeeingNewBuild(page, async (id) => {
    // Deployed where this suite's server serves from, not into host/dist, which the suites
    // beside it serve: their open tabs once took it for a new build and reloaded.
    expect(((await (await fetch(`${hostUrl}/builds/latest.json`)).json()) as { id: string }).id).toBe(id);
    expect(await readFile(shared, 'utf8')).toBe(sharedBefore);
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
  await mark(page);
  // The user keeps working on the page: nothing reloads it.
  await page.waitForTimeout(1500);
  expect(await marker(page)).toBe('same document');

  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/cabinet/polls'));
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await reload;
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(await marker(page)).toBeNull();
});

/** The file name of the built chunk that holds `text` (a page's own words) in `dist`. */
async function chunkWith(dist: string, text: string): Promise<string> {
  const dir = path.join(dist, 'static/js');
  for (const name of await readdir(dir)) {
    if (name.endsWith('.js') && (await readFile(path.join(dir, name), 'utf8')).includes(text)) return name;
  }
  throw new Error(`No chunk in ${dir} holds «${text}»`);
}

/** The navigations (full page loads) the page makes to `pathname`. */
function countLoads(page: Page, pathname: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === pathname) loads += 1;
  });
  return () => loads;
}

test('a host chunk that 404s reloads the page once, then shows the error screen', async ({ page }) => {
  await signIn(page);
  // A redeploy removed the dashboard's chunk while the tab was open.
  const chunk = await chunkWith(hostRoot(), 'Опросы ждут ответа');
  await page.route(`**/static/js/${chunk}`, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads = countLoads(page, '/cabinet');

  await page.getByRole('link', { name: 'Кабинет', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка сервера' })).toBeVisible();
  // The loader's English («Loading chunk … failed») is for the console; the screen says what to do.
  await expect(page.getByText('Что-то пошло не так. Попробуйте ещё раз через минуту.')).toBeVisible();
  await expect(page.getByText(/Loading chunk .+ failed/)).toHaveCount(0);
  // One page load by the guard, none after it: no loop.
  expect(loads()).toBe(1);
  await page.waitForTimeout(1000);
  expect(loads()).toBe(1);
});

test('a remote chunk that 404s after its entry loaded reloads once, then shows the section’s fallback', async ({ page }) => {
  const chunk = await chunkWith(eventsServed(), 'Вы отмечены');
  const chunkUrl = `${remoteUrl('events')}/**/static/js/${chunk}`;
  await signInThroughApi(page);
  await page.goto('/cabinet/polls');
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  // Only now: signing in lands on the events section, whose failing chunk
  // would reload that page while the test goes on to the next one.
  await page.route(chunkUrl, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads = countLoads(page, '/cabinet/events');
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();

  await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
  await expect(cabinetNav(page)).toBeVisible();
  expect(loads()).toBe(1);

  // The file is back (the deploy finished): «Повторить» loads the section.
  await page.unroute(chunkUrl);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});

// Releases never change in place; a CDN or a server that overwrote files under
// the same URLs must still not get stale copies kept: manifests and entries are no-cache.
test('a remote overwritten in place while the tab is open is loaded in its new build on the next page load', async ({ page }) => {
  const served = eventsServed();
  const entryFile = path.join(served, 'remoteEntry.js');
  const manifestFile = path.join(served, 'mf-manifest.json');
  const newEntryFile = path.join(served, 'remoteEntry.e2e-v3.js');
  const entry = await readFile(entryFile, 'utf8');
  const manifest = await readFile(manifestFile, 'utf8');
  const build = (p: Page) => p.evaluate(() => (window as { __eventsBuild?: string }).__eventsBuild ?? 'v1');
  const showEvents = async () => {
    await page.goto('/cabinet/events');
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  };

  await signIn(page);
  await showEvents();
  expect(await build(page)).toBe('v1');
  try {
    // The same remoteEntry.js URL with new content: no stale copy from the cache.
    await writeFile(entryFile, `${entry}\n;window.__eventsBuild = 'v2';\n`);
    await showEvents();
    // The section painted by the renderer shows before its code runs: wait for the code itself.
    await expect.poll(() => build(page)).toBe('v2');

    // A manifest naming another entry file: no stale manifest either.
    await writeFile(newEntryFile, `${entry}\n;window.__eventsBuild = 'v3';\n`);
    const next = JSON.parse(manifest) as { metaData: { remoteEntry: { name: string } } };
    next.metaData.remoteEntry.name = path.basename(newEntryFile);
    await writeFile(manifestFile, JSON.stringify(next));
    await showEvents();
    await expect.poll(() => build(page)).toBe('v3');
  } finally {
    await writeFile(entryFile, entry);
    await writeFile(manifestFile, manifest);
    await rm(newEntryFile, { force: true });
  }
});
