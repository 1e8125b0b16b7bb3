/**
 * A release published to S3-compatible object storage goes live in a running
 * tab exactly as a folder release does: the browser reads each team's record
 * and the remotes from the bucket's address (config.json's `remotes`), the
 * release tool writes them there with `--store s3://…`, each team only under
 * its remote's prefix.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { composeRegistry, releasesUrl, type RemoteRegistry } from '@cabinet/runtime/registry';
import type { ConfiguredRemote } from '@cabinet/runtime';
import { demoUser, signInThroughApi } from '../../support/auth.ts';
import { cabinetNav } from '../../support/cabinet.ts';
import { REGISTRY_READ_THROTTLE_MS, copyRemote, delivery, edit, removeScratch, root } from '../../support/releases.ts';
import { hostUrl, s3Url } from '../../support/urls.ts';

const EVENTS = path.join(root, 'remotes/events');
const DESCRIPTION = 'Ближайшие и прошедшие события, на которые можно отметиться.';
const STORE = `${s3Url}/cabinet/releases`;

/** The sections as the served config lists them. */
async function configured(): Promise<ConfiguredRemote[]> {
  return ((await (await fetch(`${hostUrl}/config.json`)).json()) as { remotes: ConfiguredRemote[] }).remotes;
}

/** The registry as the browser composes it from the teams' records in the bucket. */
async function registry(): Promise<RemoteRegistry> {
  const remotes = await configured();
  const records = await Promise.all(remotes.map(async (remote) => (await fetch(releasesUrl(remote), { cache: 'no-store' })).json()));
  return composeRegistry(remotes, records);
}

async function liveEvents(): Promise<string | undefined> {
  return (await registry()).remotes.find((remote) => remote.name === 'events')?.release;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.afterEach(removeScratch);

test('the browser reads the teams’ records and the remotes from the bucket; the bucket holds no shared registry', async ({ request }) => {
  expect((await configured()).map((remote) => remote.store)).toEqual(['events', 'notifications', 'polls', 'profile'].map((name) => `${STORE}/${name}`));
  expect((await request.get(`${STORE}/remotes.json`)).status()).toBe(404);
  const entries = (await registry()).remotes;
  expect(entries.map((entry) => entry.name)).toEqual(['events', 'notifications', 'polls', 'profile']);
  for (const entry of entries) expect(entry.entry).toBe(`${STORE}/${entry.name}/${entry.release}/mf-manifest.json`);
  // Objects carry the headers a CDN in front serves them with.
  const manifest = await request.get(entries[0]?.entry ?? '');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toContain('application/json');
  const csp = (await request.get('/cabinet')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src [^;]*${s3Url.replace(/[.:/]/g, '\\$&')}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3Url.replace(/[.:/]/g, '\\$&')}`));
});

test('a release to s3:// reaches an open tab at the next visit without a reload; a rollback brings the old one back', async ({ page }) => {
  // What the page said and where it went: a reload where none is expected says why. (It told once:
  // another suite's spec had deployed a newer host build into the host/dist this one serves; that
  // spec now deploys into its own suite's copy, CABINET_HOST_ROOT.)
  const story: string[] = [];
  page.on('console', (message) => story.push(`${message.type()}: ${message.text().slice(0, 300)}`));
  page.on('requestfailed', (request) => story.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) story.push(`at ${frame.url()}`);
  });
  const original = await liveEvents();
  await page.clock.install();
  await signInThroughApi(page);
  await page.mouse.move(0, 0);
  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const dir = await copyRemote('events', 's3');
  await edit(dir, 'src/pages/events-page.tsx', DESCRIPTION, 'События из выпуска в объектном хранилище.');
  const run = await delivery('release', dir);
  expect(run.status, run.output).toBe(0);
  expect(run.output).toContain('s3://cabinet/releases');
  const released = await liveEvents();
  expect(released).not.toBe(original);

  await page.clock.fastForward(REGISTRY_READ_THROTTLE_MS);
  const entry = page.waitForResponse((response) => response.url().endsWith('/remoteEntry.js'));
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  expect((await entry).url()).toBe(`${s3Url}/cabinet/releases/events/${released}/remoteEntry.js`);
  await expect(page.getByText('События из выпуска в объектном хранилище.')).toBeVisible();
  expect(await sameDocument(page), story.join('\n')).toBe(true);

  const rolledBack = await delivery('rollback', EVENTS);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  expect(await liveEvents()).toBe(original);
  await page.clock.fastForward(REGISTRY_READ_THROTTLE_MS);
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the renderer paints a section with its release’s server code copied from the bucket', async ({ page }) => {
    await signInThroughApi(page);
    // The section's stylesheet from the bucket is linked only when the section was painted. (The first page may
    // come while the renderer copies and loads the release: it is then the browser's.)
    const painted = new RegExp(`<link rel="stylesheet" href="${STORE.replace(/[.:/]/g, '\\$&')}/events/[^"]+\\.css">[^]*</head>`);
    await expect.poll(async () => (await page.request.get('/cabinet/events')).text()).toMatch(painted);
    await page.goto('/cabinet/events');
    await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    await expect(page.getByText(DESCRIPTION)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
  });
});
