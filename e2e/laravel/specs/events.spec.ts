/**
 * The events remote against Laravel: `paginate()` + API resources for the
 * list, route-model-style 404s, and a 422 that belongs to no form field,
 * which Laravel 8 words «The given data was invalid.» (issue 10, item 1).
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth.ts';
import { editJson } from '../../support/edit-json.ts';
import { expectNoLaravelEnglish, toasts } from '../support/laravel.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/events');
});

test('switches between upcoming and past events in the URL and pages through Laravel\'s paginator', async ({ page }) => {
  const events = page.getByRole('list', { name: 'Список событий' });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'Прошедшие' }).click();
  await expect(page).toHaveURL(/\/cabinet\/events\?status=past$/);
  await expect(events.getByRole('link', { name: 'Открытие сезона: встреча участников' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/status=past&page=2$/);
  await expect(events.getByRole('link', { name: 'Открытие сезона: встреча участников' })).toBeVisible();
});

test('marks attendance of an upcoming event', async ({ page }) => {
  await page.getByRole('link', { name: 'Вебинар «Новые возможности личного кабинета»' }).click();
  await page.getByRole('button', { name: 'Отметиться' }).click();
  await expect(page.getByText('Вы отмечены', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ко всем событиям' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Вебинар «Новые возможности личного кабинета»' });
  await expect(card.getByText('Вы отмечены', { exact: true })).toBeVisible();
});

test('a past event cannot be marked: the field error is shown, not «The given data was invalid.»', async ({ page }) => {
  // The page offers no button for an event it knows is over; a browser whose
  // clock is wrong would, and Laravel has the last word.
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  await page.route(/\/api\/cabinet\/events\/\d+$/, (route) =>
    editJson<{ data: Record<string, unknown> }>(route, (body) => ({ ...body, data: { ...body.data, starts_at: inAWeek, ends_at: inAWeek } })),
  );
  await page.getByRole('link', { name: 'Прошедшие' }).click();
  await page.getByRole('link', { name: 'Презентация годового отчёта' }).click();
  const mark = page.waitForResponse((response) => response.url().endsWith('/mark'));
  await page.getByRole('button', { name: 'Отметиться' }).click();
  const response = await mark;
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({ message: 'The given data was invalid.' });

  await expect(toasts(page).getByText('Событие уже завершилось: отметиться нельзя')).toBeVisible();
  // The optimistic «Вы отмечены» went back.
  await expect(page.getByRole('button', { name: 'Отметиться' })).toBeVisible();
  await expectNoLaravelEnglish(page);
});

test('an unknown event: «Событие не найдено», not Laravel\'s «No query results for model»', async ({ page }) => {
  const show = page.waitForResponse((response) => response.url().endsWith('/api/cabinet/events/99999'));
  await page.goto('/cabinet/events/99999');
  expect((await show).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Событие не найдено' })).toBeVisible();
  await expectNoLaravelEnglish(page);
});
