/**
 * The events remote inside the host, against the real API: the tabs and the
 * page live in the URL; an upcoming event is marked with `Отметиться`; a
 * past one cannot be.
 */
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/events');
});

test('switches between upcoming and past events in the URL and pages through them', async ({ page }) => {
  const events = page.getByRole('list', { name: 'Список событий' });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'Прошедшие' }).click();
  await expect(page).toHaveURL(/\/cabinet\/events\?status=past$/);
  await expect(page.getByRole('link', { name: 'Прошедшие' })).toHaveAttribute('aria-current', 'page');
  await expect(events.getByRole('link', { name: 'Открытие сезона: встреча участников' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/status=past&page=2$/);
  await expect(events.getByRole('link', { name: 'Открытие сезона: встреча участников' })).toBeVisible();
});

test('marks attendance of an upcoming event and goes back to the list', async ({ page }) => {
  await page.getByRole('link', { name: 'Вебинар «Новые возможности личного кабинета»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вебинар «Новые возможности личного кабинета»' })).toBeVisible();
  await page.getByRole('button', { name: 'Отметиться' }).click();
  await expect(page.getByText('Вы отмечены', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отметиться' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ко всем событиям' }).click();
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Вебинар «Новые возможности личного кабинета»' });
  await expect(card.getByText('Вы отмечены', { exact: true })).toBeVisible();
});

test('a past event says it is over instead of offering «Отметиться»', async ({ page }) => {
  await page.getByRole('link', { name: 'Прошедшие' }).click();
  await page.getByRole('link', { name: 'Презентация годового отчёта' }).click();
  await expect(page.getByText('Событие завершилось: отметиться уже нельзя.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отметиться' })).toHaveCount(0);
});

test('an unknown event says «Событие не найдено»', async ({ page }) => {
  await page.goto('/cabinet/events/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Событие не найдено' })).toBeVisible();
});
