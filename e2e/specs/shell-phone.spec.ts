/**
 * A phone is a first-class screen (issue 13): one header row at most 72 px
 * tall with «Меню» (a modal sheet: focus kept inside, Esc closes, the current
 * section marked) and the unread count visible without opening it; no page
 * wider than the screen at 360 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInThroughApi } from '../support/auth.ts';

const guestPages = ['/', '/login', '/register', '/password-recovery', '/verify/1'];
const cabinetPages = ['/cabinet', '/cabinet/events', '/cabinet/notifications', '/cabinet/polls', '/cabinet/profile', '/cabinet/nope'];

async function expectNoHorizontalScroll(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${path} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

// A test per page and width: one test walking all of them came near its 30 s on a busy machine.
for (const width of [360, 390]) {
  for (const path of guestPages) {
    test(`at ${width} px the guest page ${path} is no wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await expectNoHorizontalScroll(page, path);
    });
  }
  for (const path of cabinetPages) {
    test(`at ${width} px the cabinet page ${path} is no wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInThroughApi(page);
      await expectNoHorizontalScroll(page, path);
    });
  }
  // A detail page of each list.
  for (const [list, name] of [
    ['/cabinet/events', 'Список событий'],
    ['/cabinet/polls', 'Список опросов'],
  ] as const) {
    test(`at ${width} px a page opened from ${list} is no wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInThroughApi(page);
      await page.goto(list);
      await page.getByRole('list', { name }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page, new URL(page.url()).pathname);
    });
  }
}

test('on a phone the header is one row with the unread count, and «Меню» works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, undefined, { waitFor: 'heading' });
  await page.goto('/cabinet/events');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height ?? 999).toBeLessThanOrEqual(72);
  await expect(header.getByRole('link', { name: /^Уведомления/ }).getByTestId('unread-badge-phone')).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Разделы кабинета' })).toBeHidden();

  const menuButton = header.getByRole('button', { name: 'Меню' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Меню кабинета' });
  await expect(sheet).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(sheet.getByRole('link', { name: 'События' })).toHaveAttribute('aria-current', 'page');
  // Focus stays inside the open sheet however far one tabs.
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Опросы' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  await expect(sheet).toBeHidden();
});
