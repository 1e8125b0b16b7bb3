/**
 * Independent delivery in the running product (npm start's release store):
 * a remote released, rolled back, released with a newer kit or refused as a
 * misfit — while the host and the other remotes are neither rebuilt nor
 * restarted.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { recordConsole } from '../support/console.ts';
import {
  REGISTRY_READ_THROTTLE_MS,
  copyRemote,
  delivery,
  edit,
  keepRemoteAsFound,
  liveRelease,
  registry,
  root,
  withPackage,
  withReleaseByHand,
} from '../support/releases.ts';
import { hostUrl } from '../support/urls.ts';

const EVENTS = path.join(root, 'remotes/events');
const DESCRIPTION = 'Ближайшие и прошедшие события, на которые можно отметиться.';

test.describe.configure({ timeout: 180_000 });

// Leave the product as the other specs expect it: no canary, the release found live.
const original = keepRemoteAsFound('events');

/** Marks the document: still marked later means no page load happened in between. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

async function releaseEventsSaying(text: string, label: string): Promise<string> {
  const dir = await copyRemote('events', label);
  await edit(dir, 'src/pages/events-page.tsx', DESCRIPTION, text);
  const run = await delivery('release', dir);
  expect(run.status, run.output).toBe(0);
  const live = liveRelease('events');
  expect(live).not.toBe(original());
  return live ?? '';
}

test('a release reaches an open tab at the next visit without a reload; a rollback brings the old one back with one', async ({ page }) => {
  const others = registry().remotes.filter((remote) => remote.name !== 'events');
  const hostBuild = (await (await fetch(`${hostUrl}/builds/latest.json`)).json()) as { id: string };
  await page.clock.install();
  await signInThroughApi(page);
  // The pointer off every link: a section link that appears under it (the
  // dashboard's) would be preloaded before the release.
  await page.mouse.move(0, 0);
  // A tab that has not loaded the events remote yet.
  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
  await markDocument(page);

  await releaseEventsSaying('Ближайшие и прошедшие события — новый выпуск раздела.', 'new');
  // The tab reads the registry at most every 2 s (ENTRY_SYNC_MAX_AGE_MS), and
  // its first check after start-up may have read it while the release was
  // being built: past that window, the next read is sure to see the release.
  await page.clock.fastForward(REGISTRY_READ_THROTTLE_MS);
  // Hovering preloads the section: it must preload the new release, not the one the page started with.
  const preloaded = page.waitForResponse((response) => response.url().endsWith('/remoteEntry.js'));
  await cabinetNav(page).getByRole('link', { name: 'События' }).hover();
  expect((await preloaded).url()).toContain(`/${liveRelease('events')}/`);
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByText('Ближайшие и прошедшие события — новый выпуск раздела.')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByTestId('user-name')).toHaveText('Анна Смирнова');

  const rolledBack = await delivery('rollback', EVENTS);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  expect(liveRelease('events')).toBe(original());
  await page.clock.fastForward(REGISTRY_READ_THROTTLE_MS);
  // Its code is loaded in this tab: the next visit to the section loads the page anew.
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  await expect(page.getByTestId('user-name')).toHaveText('Анна Смирнова');

  // Nothing else moved: the other remotes' releases and the host's build.
  expect(registry().remotes.filter((remote) => remote.name !== 'events')).toEqual(others);
  expect(((await (await fetch(`${hostUrl}/builds/latest.json`)).json()) as { id: string }).id).toBe(hostBuild.id);
});

test('a tab on an older release keeps working inside its section after two newer releases', async ({ page, request }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/events');
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await markDocument(page);
  const older = registry().remotes.find((remote) => remote.name === 'events');

  await releaseEventsSaying('События — выпуск А.', 'a');
  await releaseEventsSaying('События — выпуск Б.', 'b');

  await page.getByRole('list', { name: 'Список событий' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cabinet\/events\/\d+$/);
  await expect(page.getByRole('link', { name: 'Ко всем событиям' })).toBeVisible();
  await page.getByRole('link', { name: 'Ко всем событиям' }).click();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // The older release's files are still served, so whatever it loads later is there.
  const manifest = (await (await request.get(older?.entry ?? '')).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const base = (older?.entry ?? '').replace(/mf-manifest\.json$/, '');
  for (const file of manifest.exposes.flatMap((expose) => expose.assets.js.sync)) {
    expect((await request.get(`${base}${file}`)).status(), file).toBe(200);
  }
});

test('a remote built with a newer kit than the host’s works beside it: each ships the kit it was built with', async ({ page }) => {
  const dir = await copyRemote('events', 'kit');
  await withPackage(dir, 'kit', async (kit) => {
    await edit(kit, 'package.json', '"version": "1.0.0"', '"version": "1.1.0"');
    await edit(kit, 'src/ui/button.tsx', 'data-slot="button"', 'data-slot="button" data-kit-version="1.1.0"');
  });
  const run = await delivery('release', dir);
  expect(run.status, run.output).toBe(0);

  await signInThroughApi(page);
  await page.goto('/cabinet/events');
  await page.getByRole('list', { name: 'Список событий' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Отметиться' })).toHaveAttribute('data-kit-version', '1.1.0');
  // The host's own buttons are its own kit's.
  await expect(page.getByRole('button', { name: 'Выйти' })).not.toHaveAttribute('data-kit-version');
});

test.describe('a remote that does not fit the host', () => {
  test('built for a React major the host does not provide: check and release refuse it; put in place by hand, the host shows the fallback with the reason', async ({ page }) => {
    const dir = await copyRemote('events', 'react20');
    await edit(dir, 'package.json', '"react": "19.3.1"', '"react": "^20.0.0"');
    const check = await delivery('check', dir);
    expect(check.status).toBe(1);
    expect(check.output).toContain('нужен react ^20.0.0, хост даёт 19.3.1');
    const release = await delivery('release', dir, '--no-build');
    expect(release.status).toBe(1);
    expect(release.output).toMatch(/Выпуск отклонён: events не подходит хосту/);
    expect(liveRelease('events')).toBe(original());

    // By hand, past the tool.
    await withReleaseByHand('events', path.join(dir, 'dist'), '9.9.9-0000000000', async () => {
      const log = recordConsole(page);
      await signInThroughApi(page);
      await page.goto('/cabinet/events');
      await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
      await expect(page.getByText(/не подходит к этой версии кабинета/)).toBeVisible();
      await expect(cabinetNav(page)).toBeVisible();
      expect(log.texts('error').some((text) => text.includes('нужен react ^20.0.0, хост даёт 19.3.1'))).toBe(true);
    });
  });

  test('built against a remote contract the host does not accept: refused, naming it', async () => {
    const dir = await copyRemote('events', 'contract2');
    await withPackage(dir, 'runtime', async (runtime) => {
      await edit(runtime, 'package.json', '"remoteContract": 1', '"remoteContract": 2');
    });
    const check = await delivery('check', dir);
    expect(check.status).toBe(1);
    expect(check.output).toContain('контракт 2 хост не принимает: принимает 1');
    expect((await delivery('release', dir, '--no-build')).status).toBe(1);
    expect(liveRelease('events')).toBe(original());
  });

  test('built without the ./module expose: refused, naming it', async () => {
    const dir = await copyRemote('events', 'no-module');
    await edit(dir, 'rspack.config.ts', "'./module'", "'./pages'");
    const check = await delivery('check', dir);
    expect(check.status).toBe(1);
    expect(check.output).toContain('нет экспорта ./module');
    expect((await delivery('release', dir, '--no-build')).status).toBe(1);
    expect(liveRelease('events')).toBe(original());
  });
});
