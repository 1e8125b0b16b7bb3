/**
 * Previewing a release in one tab (`release --no-switch` and the link it
 * prints) in the running product: the tab that opens the link runs that
 * release under a banner, on every cabinet page and after reloads; another
 * tab keeps the live release; leaving brings the live one back. A crafted
 * link changes nothing, loads nothing it names and says so in Russian.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { recordConsole } from '../support/console.ts';
import { copyRemote, delivery, edit, liveRelease, removeScratch } from '../support/releases.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

const DESCRIPTION = 'Ближайшие и прошедшие события, на которые можно отметиться.';
const PREVIEWED = 'События из выпуска на предпросмотре.';

let original: string | undefined;
let release = '';
let link = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  original = liveRelease('events');
  const dir = await copyRemote('events', 'preview');
  await edit(dir, 'src/pages/events-page.tsx', DESCRIPTION, PREVIEWED);
  const run = await delivery('release', dir, '--no-switch');
  expect(run.status, run.output).toBe(0);
  release = /remote-preview=events@(\S+)/.exec(run.output)?.[1] ?? '';
  link = `${hostUrl}/cabinet/events?remote-preview=events@${release}`;
  expect(run.output).toContain(link);
});
test.afterAll(removeScratch);

function banner(page: Page) {
  return page.getByRole('region', { name: 'Предпросмотр выпуска' });
}

test('--no-switch stores the release without making it live', () => {
  expect(release).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(release).not.toBe(original);
  expect(liveRelease('events')).toBe(original);
});

test('the preview link shows the release in this tab only, under its banner, until the person leaves it', async ({ page }) => {
  await signInThroughApi(page);
  const log = recordConsole(page);
  // The renderer paints the live release (a preview is the tab's alone); the tab renders its preview in its place.
  await page.goto(link);
  await expect(page.getByText(PREVIEWED)).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toHaveCount(0);
  expect(log.texts('warning').filter((text) => /rendered anew|hydrat/i.test(text))).toEqual([]);
  expect(log.appErrors()).toEqual([]);
  await expect(banner(page)).toContainText(`Предпросмотр: События ${release}`);
  // The parameter is gone from the address: a link shared from here is clean.
  await expect(page).toHaveURL(`${hostUrl}/cabinet/events`);
  await expectNoAxeViolations(page);

  // Every cabinet page says so, and the preview outlives a reload.
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.reload();
  await expect(banner(page)).toContainText(`Предпросмотр: События ${release}`);
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByText(PREVIEWED)).toBeVisible();

  // Another tab of the same person keeps the live release.
  const other = await page.context().newPage();
  await other.goto('/cabinet/events');
  await expect(other.getByText(DESCRIPTION)).toBeVisible();
  await expect(banner(other)).toHaveCount(0);
  await other.close();

  await banner(page).getByRole('button', { name: 'Выйти из предпросмотра' }).click();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(liveRelease('events')).toBe(original);
});

for (const [what, value] of [
  ['a release the store does not hold', 'events@9.9.9-0000000000'],
  ['an address', 'https://evil.example/x.js'],
  ['a path', 'events@../../x'],
] as const) {
  test(`a link naming ${what} changes nothing and says the preview is not available`, async ({ page }) => {
    await signInThroughApi(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/cabinet/events?remote-preview=${encodeURIComponent(value)}`);
    const refusal = page.getByRole('alert').filter({ hasText: 'Предпросмотр недоступен: ' });
    await expect(refusal).toBeVisible();
    await expect(page.getByText(DESCRIPTION)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${hostUrl}/cabinet/events`);
    await expectNoAxeViolations(page);
    // Of the events store, only the live release (and the list of releases) was asked for; nothing of anyone else.
    const events = requested.filter((url) => url.startsWith(`${remoteUrl('events')}/`));
    expect(events.length).toBeGreaterThan(0);
    for (const url of events) expect(url).toMatch(new RegExp(`/(${original}/|releases\\.json$)`));
    expect(requested.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
    await refusal.getByRole('button', { name: 'Закрыть' }).click();
    await expect(refusal).toHaveCount(0);
  });
}
