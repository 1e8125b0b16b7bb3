/**
 * What richer data looks like in the browser (issue 13, issue 17 fault 7):
 * the seeded covers, served by the reference API, load in boxes that were
 * there before the image (no shift when it arrives), and an event without a
 * cover shows no picture box at all; a long notification (its answer shaped
 * by `page.route`, since the seed has none) opens in place, which marks it
 * read on the real API.
 */
import { expect, test } from '@playwright/test';
import { signIn, signInThroughApi } from '../support/auth.ts';
import { apiUrl } from '../support/urls.ts';
import { editJson } from '../support/edit-json.ts';
import { pageFetchesItsData } from '../support/renderer.ts';

const COVERED = 'Выездной день: экскурсия в Суздаль';
const ALSO_COVERED = 'Вечер настольных игр';
const UNCOVERED = 'Вебинар «Новые возможности личного кабинета»';

test('a seeded cover loads from the API in a box that was there before the image; an event without one has no box', async ({ page }) => {
  // One cover is held back until its page has been measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/storage/covers/suzdal.webp', async (route) => {
    await held;
    await route.continue();
  });
  await signInThroughApi(page);
  await page.goto('/cabinet/events');
  const list = page.getByRole('list', { name: 'Список событий' });
  const card = (title: string) => list.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const thumbnail = card(ALSO_COVERED).locator('[data-slot="event-cover"] img');
  await expect(thumbnail).toHaveAttribute('src', `${apiUrl}/storage/covers/board-games.webp`);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(card(UNCOVERED)).toBeVisible();
  await expect(card(UNCOVERED).locator('[data-slot="event-cover"]')).toHaveCount(0);

  await card(COVERED).getByRole('link', { name: COVERED }).click();
  await expect(page.getByRole('heading', { level: 1, name: COVERED })).toBeVisible();
  const cover = page.locator('[data-slot="event-cover"]');
  await expect(cover.locator('img')).toHaveAttribute('src', `${apiUrl}/storage/covers/suzdal.webp`);
  expect(await cover.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
  const box = await cover.boundingBox();
  expect(box?.height).toBeGreaterThan(100);
  const description = page.getByRole('heading', { level: 2, name: 'Описание' });
  const descriptionBox = await description.boundingBox();
  release();
  await expect.poll(() => cover.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect(await cover.boundingBox()).toEqual(box);
  expect(await description.boundingBox()).toEqual(descriptionBox);

  await page.goBack();
  await card(UNCOVERED).getByRole('link', { name: UNCOVERED }).click();
  await expect(page.getByRole('heading', { level: 1, name: UNCOVERED })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Описание' })).toBeVisible();
  await expect(page.locator('[data-slot="event-cover"]')).toHaveCount(0);
});

test('a long notification opens in place with «Показать полностью» and is then read, and stays under «Непрочитанные» while it is read', async ({ page }) => {
  await signIn(page);
  // The list as the browser asks for it, which this test edits (the renderer's own request is the server's).
  await pageFetchesItsData(page);
  const long = 'Программа конференции обновлена.\nДобавлены секции по аналитике и дизайну.\nРегистрация на мастер-классы открыта до пятницы.\nРасписание залов и трансляции — на странице события.';
  let title = '';
  await page.route(/\/api\/cabinet\/notifications\?/, (route) =>
    editJson<{ data: { title: string; read_at: string | null; body: string }[] }>(route, (body) => {
      const target = body.data.find((item) => item.read_at === null && (title === '' || item.title === title));
      if (target) {
        title = target.title;
        target.body = long;
      }
      return body;
    }),
  );
  await page.goto('/cabinet/notifications?filter=unread');
  await expect(page.getByRole('list', { name: 'Список уведомлений' }).getByRole('article').first()).toBeVisible();
  const item = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('article', { name: title });
  const toggle = item.getByRole('button', { name: 'Показать полностью' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const before = Number.parseInt((await page.getByTestId('unread-badge').textContent()) ?? '', 10);
  await toggle.click();
  await expect(page.getByTestId('unread-badge')).toHaveText(new RegExp(`^${before - 1}`));
  await expect(item.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
  await expect(item.getByText(/Расписание залов и трансляции/)).toBeVisible();
});
