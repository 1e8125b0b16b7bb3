/**
 * Preview links open only releases meant to be previewed, in the running
 * product: one published with `release --no-switch` and not live since, or
 * the running canary. A link to an older release, to a release a rollback
 * withdrew or to a canary a rollback ended is refused — the live release
 * stays, and a Russian alert says why without repeating anything of the
 * link —, and a tab that kept such a preview drops it at its next start. A
 * cabinet whose config.json says `previews: false` refuses every link.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { restoresRuntimeConfig, setRuntimeConfig } from '../support/config.ts';
import { withoutFirstChecks } from '../support/connection.ts';
import { copyRemote, delivery, edit, liveRelease, keepRemoteAsFound, remoteEntry, root } from '../support/releases.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

restoresRuntimeConfig();

const EVENTS = path.join(root, 'remotes/events');
const DESCRIPTION = 'Ближайшие и прошедшие события, на которые можно отметиться.';
const NOT_FOR_PREVIEW = 'Предпросмотр недоступен: выпуск не предназначен для предпросмотра в разделе «События».';
const PREVIEWS_OFF = 'Предпросмотр выключен в этом кабинете.';

test.describe.configure({ timeout: 180_000 });

// Leave the product as the other specs expect it: no canary, the release found live.
const original = keepRemoteAsFound('events');

const eventsEntry = () => remoteEntry('events');

function banner(page: Page) {
  return page.getByRole('region', { name: 'Предпросмотр выпуска' });
}

function previewAlert(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Предпросмотр' });
}

/** Releases a copy of events saying `text` (`args`: `--no-switch`, `--canary 50`, or live for everyone); the tool's output. */
async function releaseEventsSaying(text: string, label: string, ...args: string[]): Promise<string> {
  const dir = await copyRemote('events', label);
  await edit(dir, 'src/pages/events-page.tsx', DESCRIPTION, text);
  const run = await delivery('release', dir, ...args);
  expect(run.status, run.output).toBe(0);
  return run.output;
}

/**
 * Opens the preview link `value` on the events page: it is refused, the
 * alert says `notice` and nothing of the link, the section shows `live`,
 * and the address is clean.
 */
async function expectRefused(page: Page, value: string, notice: string, live: string): Promise<void> {
  await page.goto(`/cabinet/events?remote-preview=${encodeURIComponent(value)}`);
  const alert = previewAlert(page);
  await expect(alert).toContainText(notice);
  await expect(page.getByText(live)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(`${hostUrl}/cabinet/events`);
  const said = (await alert.textContent()) ?? '';
  for (const part of [value, ...value.split('@')]) expect(said).not.toContain(part);
}

test('a link to an older release, or to one a rollback withdrew, is refused in Russian without repeating the link', async ({ page }) => {
  const older = original() ?? '';
  const NEWER = 'События из выпуска, который сейчас действует.';
  await releaseEventsSaying(NEWER, 'newer');
  const newer = liveRelease('events') ?? '';
  expect(newer).not.toBe(older);

  await signInThroughApi(page);
  await expectRefused(page, `events@${older}`, NOT_FOR_PREVIEW, NEWER);
  await previewAlert(page).getByRole('button', { name: 'Закрыть' }).click();
  await expect(previewAlert(page)).toHaveCount(0);

  const rolledBack = await delivery('rollback', EVENTS);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  expect(liveRelease('events')).toBe(older);
  await expectRefused(page, `events@${newer}`, NOT_FOR_PREVIEW, DESCRIPTION);
});

test('the running canary can be previewed; once a rollback ends it, its link is refused and a tab keeping it drops it', async ({ page, browser }) => {
  const CANARY = 'События из канареечного выпуска на предпросмотре.';
  await releaseEventsSaying(CANARY, 'canary-preview', '--canary', '50');
  const canary = eventsEntry()?.canary?.release ?? '';
  expect(canary).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);

  await signInThroughApi(page);
  await page.goto(`/cabinet/events?remote-preview=events@${canary}`);
  await expect(banner(page)).toContainText(`Предпросмотр: События ${canary}`);
  await expect(page.getByText(CANARY)).toBeVisible();

  const rolledBack = await delivery('rollback', EVENTS);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain('её выпуск больше никому не достаётся');
  expect(eventsEntry()?.canary).toBeUndefined();

  // The tab that kept the preview: its next start checks it again, drops it and says why.
  await page.reload();
  await expect(previewAlert(page)).toContainText(NOT_FOR_PREVIEW);
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(previewAlert(page)).toHaveCount(0);

  // Anyone else opening the link.
  const context = await browser.newContext({ baseURL: hostUrl, locale: 'ru-RU' });
  const other = await context.newPage();
  await signInThroughApi(other);
  await expectRefused(other, `events@${canary}`, NOT_FOR_PREVIEW, DESCRIPTION);
  await context.close();
});

test('a link naming a section the cabinet does not have puts none of its words into the alert', async ({ page }) => {
  await signInThroughApi(page);
  await expectRefused(page, `vash-akkaunt-zablokirovan-pozvonite-8-800@${original() ?? ''}`, 'Предпросмотр недоступен: такого раздела нет в кабинете.', DESCRIPTION);
});

test('previews: false in config.json refuses every preview link, and ends the preview a tab keeps', async ({ page }) => {
  const STORED = 'События из выпуска, который можно только посмотреть.';
  const output = await releaseEventsSaying(STORED, 'stored-previews-off', '--no-switch');
  const stored = /remote-preview=events@(\S+)/.exec(output)?.[1] ?? '';
  expect(stored).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(liveRelease('events')).toBe(original());

  // Only what the preview asks: no check of the registry a second after each start, which reads
  // every team's releases.json (support/connection.ts).
  await withoutFirstChecks(page);
  // Previews on: the tab opens the stored release and keeps it.
  await signInThroughApi(page);
  await page.goto(`/cabinet/events?remote-preview=events@${stored}`);
  await expect(banner(page)).toContainText(`Предпросмотр: События ${stored}`);
  await expect(page.getByText(STORED)).toBeVisible();

  // Turned off: the kept preview ends at the next start, and a link opens nothing.
  await setRuntimeConfig(page, { previews: false });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.reload();
  await expect(previewAlert(page)).toContainText(PREVIEWS_OFF);
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  for (const value of [`events@${stored}`, `events@${original() ?? ''}`]) {
    await expectRefused(page, value, PREVIEWS_OFF, DESCRIPTION);
  }
  await page.reload();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(previewAlert(page)).toHaveCount(0);
  // Nothing of the stored release was fetched, nor the list of releases asked for.
  expect(requested.filter((url) => url.startsWith(`${remoteUrl('events')}/${stored}/`) || url.endsWith('/releases.json'))).toEqual([]);
});
