/**
 * `/cabinet`: the dashboard of the shell — unread notifications, polls
 * waiting for answers, next events — with links into the remotes.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the product name leads to the dashboard, which shows what waits for the user', async ({ page }) => {
  await page.getByRole('link', { name: 'Кабинет', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
  for (const name of ['Непрочитанные уведомления', 'Опросы ждут ответа', 'Ближайшие события']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  // The nav keeps its four sections; the dashboard is not one of them.
  await expect(cabinetNav(page).getByRole('link')).toHaveText([/События/, /Уведомления/, /Опросы/, /Профиль/]);
});

test('an upcoming event on the dashboard opens its page in the events remote', async ({ page }) => {
  await page.goto('/cabinet');
  const events = page.getByRole('region', { name: 'Ближайшие события' });
  const first = events.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  expect(title).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/cabinet\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the blocks link to every section', async ({ page }) => {
  await page.goto('/cabinet');
  await expect(page.getByRole('link', { name: 'Все уведомления' })).toHaveAttribute('href', '/cabinet/notifications?filter=unread');
  await expect(page.getByRole('link', { name: 'Все опросы' })).toHaveAttribute('href', '/cabinet/polls');
  await page.getByRole('link', { name: 'Все события' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});

test('on a phone the dashboard does not shift when its blocks’ data arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The blocks' lists answer late, after the page has painted its skeletons.
  await page.route(/\/api\/cabinet\/(events|polls|notifications)\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/cabinet');
  await expect(page.getByRole('region', { name: 'Ближайшие события' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Опросы ждут ответа' }).getByRole('status')).toHaveCount(0);
  const shift = await page.evaluate(() => ((window as { __shifts?: number[] }).__shifts ?? []).reduce((sum, value) => sum + value, 0));
  expect(shift).toBeLessThanOrEqual(0.02);
});
