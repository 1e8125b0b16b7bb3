/**
 * Guards and redirects of SPEC §2/§6: guests are sent to sign in and come
 * back, signed-in users are sent away from the guest pages, only same-origin
 * paths are followed after sign-in, short addresses lead into the cabinet,
 * `/` stays light, route rules may leave for an external address.
 */
import { expect, test } from '@playwright/test';
import { demoUser, signIn, signInThroughApi } from '../support/auth.ts';
import { expectSignedIn, sections, submitLogin } from '../support/cabinet.ts';
import { authModes, restoresRuntimeConfig, setRuntimeConfig } from '../support/config.ts';
import { hostUrl } from '../support/urls.ts';

restoresRuntimeConfig();

for (const authMode of authModes) {
  test(`${authMode} mode: a guest opening /cabinet/polls signs in and lands back there`, async ({ page }) => {
    await setRuntimeConfig(page, { authMode });
    await page.goto('/cabinet/polls');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet%2Fpolls$/);
    await submitLogin(page, demoUser);
    await expect(page).toHaveURL(/\/cabinet\/polls$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
    await expectSignedIn(page, demoUser.name);
  });

  test(`${authMode} mode: a signed-in user opening /login is sent away`, async ({ page }) => {
    await setRuntimeConfig(page, { authMode });
    await signIn(page);
    for (const path of ['/login', '/register', '/password-recovery', '/confirm-email']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/cabinet\/events$/);
      // The guest document hands the address to the app document: wait for the cabinet itself.
      await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    }
    await page.goto('/login?redirect=%2Fcabinet%2Fprofile');
    await expect(page).toHaveURL(/\/cabinet\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  });
}

test('a guest keeps the query of the page asked for', async ({ page }) => {
  await page.goto('/cabinet/notifications?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet%2Fnotifications%3Fpage%3D2$/);
  await submitLogin(page, demoUser);
  await expect(page).toHaveURL(/\/cabinet\/notifications\?page=2$/);
});

test('after sign-in only a same-origin path is followed', async ({ page }) => {
  for (const redirect of ['https://example.com/steal', '//example.com/steal', 'javascript:alert(1)', '/\\example.com']) {
    await page.context().clearCookies();
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await submitLogin(page, demoUser);
    await expect(page).toHaveURL(`${hostUrl}/cabinet/events`);
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  }
});

test('short addresses lead to the cabinet pages, /cabinet is the dashboard', async ({ page }) => {
  await signInThroughApi(page);
  // Every remote of apps.json has one: a new remote is checked with no edit here.
  for (const { name } of sections) {
    await page.goto(`/${name}`);
    await expect(page).toHaveURL(new RegExp(`/cabinet/${name}$`));
  }
  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
  await expect(page).toHaveURL(/\/cabinet$/);
});

test('the header shows the unread notifications count', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet');
  const link = page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: /^Уведомления/ });
  await expect(link.getByTestId('unread-badge')).toHaveText(/^\d+/);
});

test('the landing page opens straight from the address bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the landing page is public and always light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.getByRole('link', { name: 'Кабинет' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Зарегистрироваться' })).toBeVisible();
  // Leaving the landing page gives the page its own mode back.
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a route rule sends the browser to its external address', async ({ page }) => {
  await setRuntimeConfig(page, { routeRules: { '/help': 'https://help.example.com/cabinet' } });
  await page.route('https://help.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>Справка</h1>' }),
  );
  await page.goto('/help');
  await expect(page).toHaveURL('https://help.example.com/cabinet');
  await expect(page.getByRole('heading', { name: 'Справка' })).toBeVisible();
});
