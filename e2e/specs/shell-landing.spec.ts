/**
 * The landing's subscribe form (DESIGN §6: `Email`, `Подписаться`) against
 * the real API, on the light landing document that loads no router or
 * session: the outcome in a live region, a 422 under the field.
 */
import { expect, test } from '@playwright/test';
import { recordConsole } from '../support/console.ts';
import { holdPageCode } from '../support/prerendered.ts';

test('a visitor subscribes from the landing page', async ({ page }) => {
  const log = recordConsole(page);
  await page.goto('/');
  const field = page.getByLabel('Email');
  await field.fill(`reader-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Вы подписаны на новости' })).toBeVisible();
  await expect(field).toHaveValue('');
  // The prerendered form hydrated cleanly and the request went through.
  expect(log.appErrors()).toEqual([]);
});

test('a wrong address is explained under the field and stays there to be corrected', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('Email');
  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/.+/);
  await expect(field).toHaveValue('not-an-email');
  await expect(page.getByRole('status').filter({ hasText: 'Проверьте адрес почты.' })).toBeVisible();
});

test('a subscription pressed before the landing’s code runs is sent once it does, not as the browser’s own GET', async ({ page }) => {
  const release = await holdPageCode(page, 'landing');
  await page.goto('/', { waitUntil: 'commit' });
  const field = page.getByLabel('Email');
  await field.fill(`early-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'landing');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(page.getByRole('status').filter({ hasText: 'Вы подписаны на новости' })).toBeVisible();
  await expect(field).toHaveValue('');
});
