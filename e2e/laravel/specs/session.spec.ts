/**
 * Sessions as Laravel ends them: a 401 mid-session (sessions and tokens
 * deleted on the server), and a 419 — whose answer, unlike the reference
 * API's, sets no new XSRF-TOKEN, so the client must fetch
 * `/sanctum/csrf-cookie` itself and send the request once more (issue 10,
 * item 3).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser, signIn } from '../../support/auth.ts';
import { apiUrl, deleteAllSessions } from '../../support/api.ts';
import { cabinetNav, expectSignedIn, submitLogin } from '../../support/cabinet.ts';
import { authModes, setRuntimeConfig, storedToken } from '../../support/config.ts';
import { apiSettled, expectNoLaravelEnglish, toasts } from '../support/laravel.ts';

for (const authMode of authModes) {
  test(`${authMode} mode: a 401 mid-session clears the user and redirects to sign in, and back`, async ({ page }) => {
    await setRuntimeConfig(page, { authMode });
    await page.clock.install();
    await signIn(page);
    await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
    await expectSignedIn(page, demoUser.name);

    await deleteAllSessions();
    // The header's unread count, refreshed every minute, is the first to ask.
    await page.clock.fastForward('01:05');

    await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet%2Fpolls$/);
    await expect(cabinetNav(page)).toHaveCount(0);
    if (authMode === 'token') expect(await storedToken(page)).toBeUndefined();

    await submitLogin(page, demoUser);
    await expect(page).toHaveURL(/\/cabinet\/polls$/);
    await expectSignedIn(page, demoUser.name);
  });
}

/**
 * A token Laravel cannot decrypt: the next mutating request gets 419. Done
 * once the API is quiet, as any response from Laravel would mend the cookie.
 */
async function corruptCsrfCookie(page: Page): Promise<void> {
  await apiSettled(page);
  await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'corrupted', url: apiUrl }]);
}

/** Statuses of the responses to `method` requests whose path ends with `path`. */
function statusesOf(page: Page, method: string, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && new URL(response.url()).pathname.endsWith(path)) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

test('a 419 on a profile save: a new CSRF cookie is fetched and the save goes through', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/profile');
  const form = page.getByRole('form', { name: 'Личные данные' });
  await expect(form.getByRole('textbox', { name: 'Имя' })).toHaveValue(demoUser.name);
  await corruptCsrfCookie(page);
  const saves = statusesOf(page, 'PUT', '/api/cabinet/user/update');

  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toasts(page).getByText('Профиль сохранён')).toBeVisible();
  expect(saves).toEqual([419, 200]);
  await expectNoLaravelEnglish(page);
});

test('a 419 on sign-out: a new CSRF cookie is fetched and the user is signed out', async ({ page }) => {
  await signIn(page);
  await corruptCsrfCookie(page);
  const logouts = statusesOf(page, 'POST', '/api/cabinet/logout');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(logouts).toEqual([419, 204]);
  await page.goto('/cabinet/events');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a 419 on sign-in: a new CSRF cookie is fetched and one click signs in', async ({ page }) => {
  await page.goto('/login');
  await corruptCsrfCookie(page);
  const logins = statusesOf(page, 'POST', '/api/cabinet/login');

  await submitLogin(page, demoUser);
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  expect(logins).toEqual([419, 200]);
});

test('a deleted XSRF-TOKEN cookie is fetched again before the next save', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/profile');
  await apiSettled(page);
  const cookies = await page.context().cookies(apiUrl);
  await page.context().clearCookies();
  await page.context().addCookies(cookies.filter((cookie) => cookie.name !== 'XSRF-TOKEN'));
  const csrf = page.waitForResponse((response) => response.url().endsWith('/sanctum/csrf-cookie'));

  await page.getByRole('form', { name: 'Личные данные' }).getByRole('button', { name: 'Сохранить' }).click();
  expect((await csrf).status()).toBe(204);
  await expect(toasts(page).getByText('Профиль сохранён')).toBeVisible();
});
