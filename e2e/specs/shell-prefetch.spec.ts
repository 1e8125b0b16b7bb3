/**
 * Prefetch (SPEC §9): hovering a section's link preloads its remote, and the
 * visit then reuses what was preloaded; an emulated 2g connection or
 * Save-Data preloads nothing; a prefetch that failed does not spoil the
 * real load.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { emulateConnection, withoutFirstChecks } from '../support/connection.ts';
import { controlApp } from '../support/control.ts';
import { liveRelease } from '../support/releases.ts';
import { appStarted, rendererServes } from '../support/renderer.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

/** Every request the page makes to the polls remote's live release, in order, as paths inside it. */
function pollsRequests(page: Page): string[] {
  const release = `${remoteUrl('polls')}/${liveRelease('polls')}`;
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(release)) urls.push(request.url().slice(release.length));
  });
  return urls;
}

/** `navigator.connection` as the Network Information API would report it. */
async function openDashboard(page: Page): Promise<void> {
  await signInThroughApi(page);
  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
}

test('hovering a section link preloads its remote, and the visit reuses it', async ({ page }) => {
  await openDashboard(page);
  const requests = pollsRequests(page);
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).hover();
  await expect
    .poll(() => requests)
    .toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js', expect.stringMatching(/__federation_expose_module\.\w+\.js$/)]));

  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  // Nothing of the remote was fetched twice: the preloaded files served the visit.
  const code = requests.filter((url) => url.endsWith('.js') || url.endsWith('.json'));
  expect(code).toEqual([...new Set(code)]);
});

test('focusing a section link with the keyboard preloads it too', async ({ page }) => {
  await openDashboard(page);
  const requests = pollsRequests(page);
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).focus();
  await expect.poll(() => requests).toContain('/remoteEntry.js');
});

for (const [what, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['Save-Data', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`${what} preloads nothing on hover`, async ({ page }) => {
    await emulateConnection(page, connection);
    await openDashboard(page);
    const requests = pollsRequests(page);
    await cabinetNav(page).getByRole('link', { name: 'Опросы' }).hover();
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);

    await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
    expect(requests).toContain('/remoteEntry.js');
  });
}

test('a prefetch that failed does not spoil the visit once the remote is back', async ({ page }) => {
  await openDashboard(page);
  const requests = pollsRequests(page);
  await controlApp('polls', 'stop');
  try {
    await cabinetNav(page).getByRole('link', { name: 'Опросы' }).hover();
    await expect.poll(() => requests).toContain('/mf-manifest.json');
    await page.waitForTimeout(500);
  } finally {
    await controlApp('polls', 'start');
  }
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
});

test('opening a section’s address asks once for the manifest and at most once for the identity, the config being in the document, and preloads the remote from the document', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const polls = pollsRequests(page);
  await page.goto('/cabinet/polls');
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  // A painted section shows before its code has loaded: wait for the code.
  await appStarted(page);
  await expect.poll(() => polls.filter((seen) => seen === '/remoteEntry.js')).toHaveLength(1);

  // The config came inline with the document; so did the identity where the renderer answered, else the
  // head script asked for it; the app took their answers.
  expect(asked.filter((seen) => seen === '/config.json')).toHaveLength(0);
  expect(asked.filter((seen) => seen === '/api/cabinet/user')).toHaveLength(rendererServes ? 0 : 1);
  expect(polls.filter((seen) => seen === '/mf-manifest.json')).toHaveLength(1);
  expect(polls.filter((seen) => seen === '/remoteEntry.js')).toHaveLength(1);
  const preloaded = await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('as')} ${new URL(link.getAttribute('href') ?? '', location.href).pathname}`));
  expect(preloaded).toContain(`script /${liveRelease('polls')}/remoteEntry.js`);
});

test('the app document asks up front for every file of the host its start loads, and nothing it does not', async ({ page }) => {
  // Only the start's own requests: no check of the registry a second later (support/connection.ts).
  await withoutFirstChecks(page);
  await signInThroughApi(page);
  await page.goto('about:blank');
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(hostUrl).origin && /^\/static\/(js|css)\//.test(url.pathname)) loaded.push(url.pathname);
  });
  await page.goto('/cabinet/events');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  // A painted page asks for its code once it has painted: wait for the code.
  await appStarted(page);
  // Preloaded, or the stylesheet the document paints its header row with.
  const preloaded = await page.locator('head link[rel="preload"], head link[rel="stylesheet"]').evaluateAll((links) =>
    links.map((link) => new URL(link.getAttribute('href') ?? '', location.href)).filter((url) => url.origin === location.origin).map((url) => url.pathname),
  );
  expect(preloaded.filter((file) => file.endsWith('.css'))).toHaveLength(1);
  // Every file asked for is used: a file preloaded for nothing costs a slow phone its bandwidth.
  expect(preloaded.length).toBeGreaterThan(5);
  expect(loaded).toEqual(expect.arrayContaining(preloaded));
  // Besides main.js, at most the field-health reporting chunk, and the offline support (issue 32), which load
  // after the start on purpose: the offline chunk once the first render is on screen, never preloaded.
  const afterStart = (file: string) => /\/main\.\w+\.js$/.test(file) || /\/offline\.\w+\.js$/.test(file);
  const notPreloaded = loaded.filter((file) => !preloaded.includes(file) && !afterStart(file));
  expect(notPreloaded.length, notPreloaded.join(', ')).toBeLessThanOrEqual(1);
  expect(preloaded.some((file) => /\/offline\.\w+\.js$/.test(file))).toBe(false);
  await expect.poll(() => loaded.some((file) => /\/offline\.\w+\.js$/.test(file))).toBe(true);
});
