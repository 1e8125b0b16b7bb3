/**
 * What a backend with richer data shows (issue 13), its answers shaped by
 * `page.route` since the seed has neither: an event's cover in its reserved
 * box (no shift when it arrives), and a long notification opened in place,
 * which marks it read on the real API.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { hostUrl } from '../support/urls.ts';

test('an event with a cover shows it in a box that was there before the image', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/events');
  const first = page.getByRole('list', { name: 'Список событий' }).getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await page.route(/\/api\/cabinet\/events\/\d+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, cover_url: `${hostUrl}/favicon.svg` } } });
  });
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cover = page.locator('[data-slot="event-cover"]');
  const box = await cover.boundingBox();
  await expect(cover.locator('img')).toHaveAttribute('src', `${hostUrl}/favicon.svg`);
  await expect.poll(() => cover.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await cover.boundingBox()).toEqual(box);
});

test('a long notification opens in place with «Показать полностью» and is then read', async ({ page }) => {
  await signIn(page);
  const long = 'Программа конференции обновлена.\nДобавлены секции по аналитике и дизайну.\nРегистрация на мастер-классы открыта до пятницы.\nРасписание залов и трансляции — на странице события.';
  await page.route(/\/api\/cabinet\/notifications\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { read_at: string | null; body: string }[] };
    const index = body.data.findIndex((item) => item.read_at === null);
    if (index >= 0 && body.data[index]) body.data[index].body = long;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/cabinet/notifications?filter=unread');
  const item = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('article').first();
  const toggle = item.getByRole('button', { name: 'Показать полностью' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const before = Number.parseInt((await page.getByTestId('unread-badge').textContent()) ?? '', 10);
  await toggle.click();
  await expect(item.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('unread-badge')).toHaveText(new RegExp(`^${before - 1}`));
});
