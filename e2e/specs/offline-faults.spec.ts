/**
 * The fault matrix with the service worker controlling the page (issue 32):
 * what the worker keeps for a lost connection must not hide a fault online —
 * a remote that is down still shows its section's fallback with «Повторить»,
 * a chunk that 404s still reloads once. (The reload guard with the worker:
 * offline-start.spec.ts.) Routes are the context's: they see the worker's
 * requests too.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { controlApp } from '../support/control.ts';
import { remoteEntry } from '../support/releases.ts';

test.use({ serviceWorkers: 'allow' });

const UNAVAILABLE = 'Раздел временно недоступен';

/** Whether the worker keeps `url` (the page and the worker share their caches). */
function kept(page: Page, url: string): Promise<boolean> {
  return page.evaluate((key) => caches.match(key).then((response) => response !== undefined), url);
}

/** Signed in on `path`, the worker controlling the page and holding the events release it fetched ahead. */
async function controlledOn(page: Page, path: string): Promise<string> {
  await signInThroughApi(page);
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const folder = (remoteEntry('events')?.entry ?? '').replace(/mf-manifest\.json$/, '');
  await expect.poll(() => kept(page, `${folder}remoteEntry.js`)).toBe(true);
  return folder;
}

test('a remote down while online shows its section’s fallback with «Повторить», not the copy the worker keeps', async ({ page }) => {
  await controlledOn(page, '/cabinet/polls');
  await controlApp('events', 'stop');
  try {
    await cabinetNav(page).getByRole('link', { name: 'События' }).click();
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  } finally {
    await controlApp('events', 'start');
  }
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});

test('a remote chunk the worker does not keep that 404s still reloads the page once, then shows the section’s fallback', async ({ page, context }) => {
  // Every file of the release 404s before the worker could fetch it ahead: it keeps none of them.
  const files = /\/static\/js\/[^/]+\.js$/;
  await context.route((url) => url.origin === new URL(remoteEntry('events')?.entry ?? '').origin && files.test(url.pathname), (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await signInThroughApi(page);
  await page.goto('/cabinet/polls');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/cabinet/events') loads += 1;
  });
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  expect(loads).toBe(1);

  // The files are back (the deploy finished): «Повторить» loads the section.
  await context.unrouteAll();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});
