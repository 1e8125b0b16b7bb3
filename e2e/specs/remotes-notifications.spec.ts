/**
 * The notifications remote inside the host, against the real API: the
 * «Непрочитанные» filter is in the URL; `Прочитано` marks one read and the
 * header's unread badge follows.
 */
import { expect, test } from '@playwright/test';
import { resetDemoData } from '../support/api.ts';
import { signInThroughApi } from '../support/auth.ts';

// «Отметить все прочитанными» below leaves nothing unread; later specs read the demo user's unread notifications.
test.afterAll(resetDemoData);

test('marks an unread notification read; the list and the header badge follow', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/notifications');
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveText(/^\d+/);
  const before = Number.parseInt((await badge.textContent()) ?? '', 10);

  await page.getByRole('link', { name: 'Непрочитанные' }).click();
  await expect(page).toHaveURL(/\/cabinet\/notifications\?filter=unread$/);
  const list = page.getByRole('list', { name: 'Список уведомлений' });
  const unread = list.getByRole('article');
  await expect(unread.first()).toBeVisible();
  const title = (await unread.first().getByRole('heading').textContent()) ?? '';

  await unread.first().getByRole('button', { name: 'Прочитано' }).click();
  await expect(page.getByText('Уведомление отмечено как прочитанное')).toBeVisible();
  await expect(badge).toHaveText(new RegExp(`^${before - 1}`));

  await page.getByRole('link', { name: 'Все', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet\/notifications$/);
  const read = list.getByRole('article', { name: title }).first();
  await expect(read.getByRole('button', { name: 'Прочитано' })).toHaveCount(0);
});

test('«Отметить все прочитанными» marks every unread one; the badge goes and the button rests', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/notifications?filter=unread');
  const list = page.getByRole('list', { name: 'Список уведомлений' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'Отметить все прочитанными' });
  await button.click();
  await expect(page.getByText(/^Отмечено прочитанными: \d+$/)).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByText('Непрочитанных уведомлений нет')).toBeVisible();
  await expect(button).toBeDisabled();
});
