/**
 * Colour mode (SPEC §4) and toasts (SPEC §4, §9) in the shell: `/` is light
 * whatever the preference; the header switch is remembered, applied before
 * the first paint, and follows the OS for «Системная»; a toast from an action
 * pauses while hovered and goes when swiped to the right.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { apiUrl, corsHeaders } from '../support/api.ts';
import { cabinetNav } from '../support/cabinet.ts';

const html = (page: Page) => page.locator('html');

async function chooseColorMode(page: Page, name: 'Системная' | 'Светлая' | 'Тёмная'): Promise<void> {
  const button = page.getByRole('button', { name: 'Цветовая тема' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByRole('radiogroup', { name: 'Цветовая тема' }).getByRole('radio', { name }).check();
}

test('the landing is light even when the OS and the user prefer dark, and its text is in the HTML', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('cabinet.color-mode', 'dark'));
  const response = await page.goto('/');
  const body = (await response?.text()) ?? '';
  expect(body).toContain('Личный кабинет');
  expect(body).toContain('Подписаться');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
});

test('the chosen mode is remembered across a reload and applied before the app starts', async ({ page }) => {
  await signIn(page);
  await chooseColorMode(page, 'Тёмная');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(cabinetNav(page)).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  // No flash of light: with the app's code blocked, the head script alone
  // has made the page dark.
  await page.route('**/static/js/main.*.js', (route) => route.abort());
  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.unroute('**/static/js/main.*.js');

  // The landing stays light for the same user.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('«Системная» follows the OS while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
  await chooseColorMode(page, 'Светлая');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await chooseColorMode(page, 'Системная');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('a toast after an action pauses while hovered and is dismissed by a swipe to the right', async ({ page }) => {
  await signIn(page);
  // A sign-out the server refuses: the shell says so in a toast.
  await page.route(`${apiUrl}/api/cabinet/logout`, (route) =>
    route.fulfill({ status: 503, headers: corsHeaders, body: JSON.stringify({ message: 'Сервис временно недоступен' }) }),
  );
  await page.getByRole('button', { name: 'Выйти' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Не удалось выйти' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('region', { name: /F8/ })).toBeAttached();

  // Hovered, it outlives its 5 s.
  await toast.hover();
  await page.waitForTimeout(6000);
  await expect(toast).toBeVisible();

  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, y, { steps: 5 });
  await page.mouse.move(box.x + 140, y, { steps: 5 });
  await page.mouse.up();
  // At once: left alone, it would still have about 4 s to live.
  await expect(toast).toBeHidden({ timeout: 1500 });
});
