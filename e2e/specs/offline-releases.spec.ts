/**
 * Releases and the service worker (issue 32): a remote released while a tab
 * was offline reaches it once it is online again, at its next navigation; the
 * worker fetches the new release ahead — so it opens offline before the
 * person ever opened it online — and drops the old one once no tab runs it.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { REGISTRY_READ_THROTTLE_MS, copyRemote, delivery, edit, keepRemoteAsFound, liveRelease, remoteEntry } from '../support/releases.ts';
import { controlled, kept, WORKER_WORK } from '../support/worker.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const DESCRIPTION = 'Ближайшие и прошедшие события, на которые можно отметиться.';
const RELEASED = 'События — выпуск, вышедший без связи.';
const BANNER = /^Нет связи — показаны данные от \d{1,2} [а-я]+ в \d{2}:\d{2}$/;

// Leave the product as the other specs expect it: the release found live.
const original = keepRemoteAsFound('events');

test('a release made while a tab was offline reaches it online at its next navigation; the worker fetched it ahead and drops the old one', async ({ page, context }) => {
  await page.clock.install();
  await signInThroughApi(page);
  await page.goto('/cabinet/events');
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await controlled(page);
  const oldFolder = (remoteEntry('events')?.entry ?? '').replace(/mf-manifest\.json$/, '');
  await expect.poll(() => kept(page, `${oldFolder}remoteEntry.js`), WORKER_WORK).toBe(true);

  await context.setOffline(true);
  const dir = await copyRemote('events', 'offline');
  await edit(dir, 'src/pages/events-page.tsx', DESCRIPTION, RELEASED);
  const run = await delivery('release', dir);
  expect(run.status, run.output).toBe(0);
  expect(liveRelease('events')).not.toBe(original());
  const newFolder = (remoteEntry('events')?.entry ?? '').replace(/mf-manifest\.json$/, '');
  await context.setOffline(false);

  // Online again: going into another section reads the registry (past its 2 s throttle) and tells the worker.
  await page.clock.fastForward(REGISTRY_READ_THROTTLE_MS);
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  // Fetched ahead: this tab has not loaded the new release, the worker has.
  await expect.poll(() => kept(page, `${newFolder}remoteEntry.js`), WORKER_WORK).toBe(true);
  const manifest = (await (await fetch(`${newFolder}mf-manifest.json`)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  for (const file of manifest.exposes.flatMap((expose) => expose.assets.js.sync)) {
    await expect.poll(() => kept(page, `${newFolder}${file}`), { ...WORKER_WORK, message: file }).toBe(true);
  }

  // The next navigation into the section runs the new release (its old code is loaded here: a page load).
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByText(RELEASED)).toBeVisible();
  // No tab runs the old release any more: dropped.
  await expect.poll(() => kept(page, `${oldFolder}remoteEntry.js`), WORKER_WORK).toBe(false);

  // And offline, the section opens on the new release.
  await context.setOffline(true);
  await page.goto('/cabinet/events');
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await expect(page.getByText(RELEASED)).toBeVisible();
  expect(path.basename(newFolder)).toBe(liveRelease('events'));
});
