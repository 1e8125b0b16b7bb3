/**
 * The error screen of SPEC §2/§8: a heading per status, `Назад` and
 * `Главная` (the cabinet for a signed-in user, `/` for a guest), unmatched
 * paths as a non-fatal 'Page Not Found: {path}', unhandled errors routed to
 * the screen and the console, and no error page at all for bots.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { appStarted } from '../support/renderer.ts';
import { restoresRuntimeConfig, setRuntimeConfig } from '../support/config.ts';
import { recordConsole } from '../support/console.ts';
import { appTookOver } from '../support/prerendered.ts';

restoresRuntimeConfig();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A promise rejected with nobody to catch it, as a forgotten `void request()` would leave. */
async function rejectUnhandled(page: Page, status: number | null, message: string): Promise<void> {
  await page.evaluate(
    ([code, text]) => {
      const error = Object.assign(new Error(text), code === null ? {} : { status: code });
      void Promise.reject(error);
    },
    [status, message] as const,
  );
}

test('an unmatched path shows 404 and logs the non-fatal Page Not Found', async ({ page }) => {
  const log = recordConsole(page);
  await page.goto('/no/such/page');
  await expect(heading(page, 'Страница не найдена')).toBeVisible();
  // The SPEC's message is for the console; the screen says it in Russian.
  await expect(page.getByText('Страницы по адресу /no/such/page нет.')).toBeVisible();
  await expect(page.getByText('Page Not Found: /no/such/page')).toHaveCount(0);
  expect(log.texts('warning')).toContain('Page Not Found: /no/such/page');
  // Non-fatal: a warning, not an error.
  expect(log.appErrors()).toEqual([]);
});

test('Главная leads a guest to the landing page, Назад returns to the previous page', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/missing');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/missing');
  await page.getByRole('button', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, 'Личный кабинет')).toBeVisible();
});

test('Главная leads a signed-in user to the events', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/unknown-section');
  await expect(heading(page, 'Страница не найдена')).toBeVisible();
  await page.getByRole('button', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/cabinet\/events$/);
});

test('a guest on a signed-in page without a sign-in redirect gets 401', async ({ page }) => {
  await setRuntimeConfig(page, { redirects: { signIn: false } });
  await page.goto('/cabinet/events');
  await expect(heading(page, 'Необходима авторизация')).toBeVisible();
  await expect(page).toHaveURL(/\/cabinet\/events$/);
});

for (const { status, title } of [
  { status: 403, title: 'Доступ запрещен' },
  { status: 404, title: 'Страница не найдена' },
  { status: 500, title: 'Ошибка сервера' },
  { status: 418, title: 'Ошибка сервера' },
  { status: null, title: 'Ошибка сервера' },
]) {
  test(`an unhandled error with status ${status ?? 'none'} shows «${title}» and is logged`, async ({ page }) => {
    const log = recordConsole(page);
    await signInThroughApi(page);
    await page.goto('/cabinet');
    // The app runs (and listens for unhandled rejections): a painted page shows who is signed in before it does.
    await appStarted(page);
    await rejectUnhandled(page, status, `Сбой ${status ?? 'без статуса'}`);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByText(`Сбой ${status ?? 'без статуса'}`)).toBeVisible();
    expect(log.texts('error').some((text) => text.startsWith('Unhandled promise rejection'))).toBe(true);

    // Leaving the page dismisses the screen.
    await page.getByRole('button', { name: 'Главная' }).click();
    await expect(page).toHaveURL(/\/cabinet\/events$/);
    await expect(heading(page, 'События')).toBeVisible();
  });
}

test('an uncaught exception shows the error screen and is logged', async ({ page }) => {
  const log = recordConsole(page);
  await page.goto('/login');
  // The page's code, asked for after the first paint, is what reports the error.
  await appTookOver(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Сбой в обработчике');
    });
  });
  await expect(heading(page, 'Ошибка сервера')).toBeVisible();
  expect(log.texts('error').some((text) => text.startsWith('Unhandled error'))).toBe(true);
});

test.describe('for a search-engine bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('no error page is rendered, the error is only logged', async ({ page }) => {
    const log = recordConsole(page);
    await page.goto('/no/such/page');
    await expect.poll(() => log.texts('warning')).toContain('Page Not Found: /no/such/page');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
  });
});
