/**
 * The fault matrix (faults-matrix.spec.ts) with the service worker controlling
 * the page (issue 32), for every case whose requests pass through it — a
 * remote's manifest, entry and chunks: what the worker keeps for a lost
 * connection must not hide a fault online. A remote that is down, or whose
 * manifest answers 500, still shows its section's fallback with «Повторить»;
 * a slow entry is still waited for; a chunk that 404s still reloads once. (The
 * reload guard with the worker: offline-start.spec.ts. The API's cases never
 * pass through it: its routes match no API request, worker-routes.test.ts.)
 * Routes are the context's: they see the worker's requests too.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { remoteEntry } from '../support/releases.ts';
import { controlled, kept, WORKER_WORK } from '../support/worker.ts';

test.use({ serviceWorkers: 'allow' });
// Each test loads a page per section, and the worker precaches a build in each test's new context.
test.describe.configure({ timeout: 90_000 });

const UNAVAILABLE = 'Раздел временно недоступен';

/** Signed in on `path`, the worker controlling the page and holding the events release it fetched ahead. */
async function controlledOn(page: Page, path: string): Promise<void> {
  await signInThroughApi(page);
  await page.goto(path);
  await controlled(page);
  const folder = (remoteEntry('events')?.entry ?? '').replace(/mf-manifest\.json$/, '');
  await expect.poll(() => kept(page, `${folder}remoteEntry.js`), WORKER_WORK).toBe(true);
}

test('a remote down while online shows its section’s fallback with «Повторить», not the copy the worker keeps', async ({ page, context }) => {
  await controlledOn(page, '/cabinet/polls');
  // Down: every connection to it refused. (Not its server stopped for real, as faults-matrix.spec.ts does: the
  // worker has fetched the release ahead, and a server stopping waits for the kept-alive connections, up to 72 s.)
  const events = new URL(remoteEntry('events')?.entry ?? '').origin;
  await context.route((url) => url.origin === events, (route) => route.abort('connectionrefused'));
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await context.unrouteAll();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});

test('a remote whose manifest answers 500 shows its fallback with «Повторить», which works once it is back', async ({ page, context }) => {
  await controlledOn(page, '/cabinet/events');
  let failing = true;
  await context.route(/\/mf-manifest\.json$/, (route) => (failing ? route.fulfill({ status: 500, body: '{"message":"Server Error"}' }) : route.fallback()));
  await page.goto('/cabinet/events');
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});

test('an entry that answers after 5 s — the worker’s own wait for the network — is waited for, not replaced by the kept copy', async ({ page, context }) => {
  await controlledOn(page, '/cabinet/polls');
  let answered = false;
  await context.route(/\/remoteEntry\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    answered = true;
    await route.fallback();
  });
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('status', { name: 'Загрузка раздела «События»' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible({ timeout: 20_000 });
  expect(answered).toBe(true);
});

test('a remote chunk the worker does not keep that 404s still reloads the page once, then shows the section’s fallback', async ({ page, context }) => {
  // Every file of the release 404s before the worker could fetch it ahead: it keeps none of them.
  const files = /\/static\/js\/[^/]+\.js$/;
  await context.route((url) => url.origin === new URL(remoteEntry('events')?.entry ?? '').origin && files.test(url.pathname), (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await signInThroughApi(page);
  await page.goto('/cabinet/polls');
  await controlled(page);
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
