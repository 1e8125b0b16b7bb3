/**
 * SPEC §7: a non-mutating request is retried once on 503 (and so succeeds
 * when the server recovers); a mutating one is never retried, and the form
 * shows its error. The 503 is injected on the API URL with `page.route`.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { demoUser, signIn } from '../support/auth.ts';
import { apiUrl, corsHeaders } from '../support/api.ts';
import { expectSignedIn, submitLogin } from '../support/cabinet.ts';
import { appStarted, pageAsksIdentity } from '../support/renderer.ts';

/** Answers the first `method` request to `path` (any query) with 503, lets the rest through; counts them. */
async function failOnce(page: Page, path: string, method: string): Promise<{ count: () => number }> {
  let seen = 0;
  const matches = (url: URL) => url.origin === apiUrl && url.pathname === path;
  await page.route(matches, async (route: Route) => {
    if (route.request().method() !== method) return route.continue();
    seen += 1;
    if (seen > 1) return route.continue();
    return route.fulfill({
      status: 503,
      headers: corsHeaders,
      body: JSON.stringify({ message: 'Сервис временно недоступен' }),
    });
  });
  return { count: () => seen };
}

test('a GET answered 503 once succeeds on the retry', async ({ page }) => {
  await signIn(page);
  // The identity asked by the page, as where the renderer could not tell.
  await pageAsksIdentity(page);
  const identity = await failOnce(page, '/api/cabinet/user', 'GET');
  // The identity is loaded at start-up: the retry keeps the user signed in.
  await page.reload();
  await appStarted(page);
  await expectSignedIn(page, demoUser.name);
  await expect.poll(() => identity.count()).toBe(2);

  // The unread badge of the header: shown once the retry gets the count (the page's own, not the painted one).
  const badge = await failOnce(page, '/api/cabinet/notifications', 'GET');
  await page.reload();
  await appStarted(page);
  await expect.poll(() => badge.count()).toBe(2);
  await expect(page.getByTestId('unread-badge')).toHaveText(/^\d+/);
});

test('a POST answered 503 is not retried and shows its error; the form keeps its input', async ({ page }) => {
  await page.goto('/login');
  const login = await failOnce(page, '/api/cabinet/login', 'POST');
  await submitLogin(page, demoUser);

  await expect(page.getByRole('alert')).toContainText('Сервис временно недоступен');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(demoUser.email);
  expect(login.count()).toBe(1);

  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  expect(login.count()).toBe(2);
});
