/**
 * The notifications remote against Laravel's own database notifications:
 * UUID ids (issue 10, item 5), and the `unread` filter checked by Laravel's
 * `boolean` rule, which accepts 1/0 but not the strings "true"/"false"
 * (item 4).
 */
import { expect, test, type Request } from '@playwright/test';
import { signIn } from '../../support/auth.ts';
import { apiUrl, hostUrl } from '../../support/urls.ts';
import { expectNoLaravelEnglish, toasts } from '../support/laravel.ts';

const isNotificationsList = (request: Request) => new URL(request.url()).pathname === '/api/cabinet/notifications';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the header badge counts Laravel\'s notifications, whose ids are UUIDs', async ({ page }) => {
  await page.goto('/cabinet/events');
  // What the badge asks for, asked again with the page's cookies.
  const response = await page.request.get(`${apiUrl}/api/cabinet/notifications?per_page=1`, {
    headers: { Accept: 'application/json', Referer: `${hostUrl}/` },
  });
  const body = (await response.json()) as { data: { id: unknown }[]; meta: { unread: number } };
  expect(body.data[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect(page.getByTestId('unread-badge')).toHaveText(new RegExp(`^${body.meta.unread}`));
});

test('both tabs ask with a flag Laravel\'s `boolean` rule accepts (1/0 or none)', async ({ page }) => {
  const flags: (string | null)[] = [];
  page.on('request', (request) => {
    if (isNotificationsList(request)) flags.push(new URL(request.url()).searchParams.get('unread'));
  });
  const items = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('article');
  await page.goto('/cabinet/notifications');
  await expect(items.first()).toBeVisible();
  await page.getByRole('link', { name: 'Непрочитанные' }).click();
  await expect(page).toHaveURL(/\/cabinet\/notifications\?filter=unread$/);
  await expect(items.first()).toBeVisible();
  expect(flags.length).toBeGreaterThan(0);
  for (const flag of flags) expect([null, '0', '1']).toContain(flag);
  await expectNoLaravelEnglish(page);
});

test('lists unread ones and marks one read; the list and the header badge follow', async ({ page }) => {
  await page.goto('/cabinet/notifications');
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveText(/^\d+/);
  const before = Number.parseInt((await badge.textContent()) ?? '', 10);

  await page.getByRole('link', { name: 'Непрочитанные' }).click();
  const unread = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('article');
  await expect(unread.first()).toBeVisible();
  const title = (await unread.first().getByRole('heading').textContent()) ?? '';
  await unread.first().getByRole('button', { name: 'Прочитано' }).click();
  await expect(toasts(page).getByText('Уведомление отмечено как прочитанное')).toBeVisible();
  await expect(badge).toHaveText(new RegExp(`^${before - 1}`));

  await page.getByRole('link', { name: 'Все', exact: true }).click();
  const read = page.getByRole('list', { name: 'Список уведомлений' }).getByRole('article', { name: title }).first();
  await expect(read).toBeVisible();
  await expect(read.getByRole('button', { name: 'Прочитано' })).toHaveCount(0);
});
