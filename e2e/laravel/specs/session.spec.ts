/**
 * Sessions as Laravel ends them: a 401 mid-session (sessions and tokens
 * deleted on the server), and a 419, whose answer sets no new XSRF-TOKEN, so
 * the client must fetch `/sanctum/csrf-cookie` itself and send the request
 * once more (issue 10, item 3).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser, signIn } from '../../support/auth.ts';
import { apiUrl, deleteAllSessions } from '../../support/api.ts';
import { cabinetNav, expectSignedIn, submitLogin } from '../../support/cabinet.ts';
import { appTookOver } from '../../support/prerendered.ts';
import { authModes, restoresRuntimeConfig, setRuntimeConfig, storedToken } from '../../support/config.ts';
import { apiSettled, expectNoLaravelEnglish, toasts } from '../support/laravel.ts';

restoresRuntimeConfig();

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
 * The first `method` request to `path` goes out with a token Laravel cannot
 * decrypt, as after the session changed on the server, and the cookie is
 * spoiled too: Laravel answers 419 itself and sets no new XSRF-TOKEN. (The
 * header is changed on the way because any other response from Laravel would
 * mend the cookie before the click: it sends XSRF-TOKEN with every one.)
 * Returns the API calls seen from then on, as `METHOD path status`.
 */
async function staleTokenOnce(page: Page, method: string, path: string): Promise<string[]> {
  await apiSettled(page);
  await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'stale', url: apiUrl }]);
  let spoiled = false;
  await page.route(
    (url) => url.origin === apiUrl && url.pathname === path,
    (route) => {
      if (route.request().method() !== method || spoiled) return route.continue();
      spoiled = true;
      return route.continue({ headers: { ...route.request().headers(), 'x-xsrf-token': 'stale' } });
    },
  );
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === apiUrl && (url.pathname === path || url.pathname === '/sanctum/csrf-cookie')) {
      calls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    }
  });
  return calls;
}

test('a 419 on a profile save: a new CSRF cookie is fetched and the save goes through', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/profile');
  const form = page.getByRole('form', { name: 'Личные данные' });
  await expect(form.getByRole('textbox', { name: 'Имя' })).toHaveValue(demoUser.name);
  const calls = await staleTokenOnce(page, 'PUT', '/api/cabinet/user/update');

  // «Сохранить» waits for a change (issue 13).
  await form.getByRole('textbox', { name: 'О себе' }).fill('Сохранено после 419');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toasts(page).getByText('Профиль сохранён')).toBeVisible();
  expect(calls).toEqual(['PUT /api/cabinet/user/update 419', 'GET /sanctum/csrf-cookie 204', 'PUT /api/cabinet/user/update 200']);
  await expectNoLaravelEnglish(page);
});

test('a 419 on sign-out: a new CSRF cookie is fetched and the user is signed out', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
  const calls = await staleTokenOnce(page, 'POST', '/api/cabinet/logout');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(calls.slice(0, 3)).toEqual(['POST /api/cabinet/logout 419', 'GET /sanctum/csrf-cookie 204', 'POST /api/cabinet/logout 204']);
  await page.goto('/cabinet/events');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a 419 on sign-in: a new CSRF cookie is fetched and one click signs in', async ({ page }) => {
  await page.goto('/login');
  // The prerendered form's code comes after its first paint, and renews the CSRF cookie as it
  // starts: on a busy machine, later than the API had been quiet for a while.
  await appTookOver(page);
  const calls = await staleTokenOnce(page, 'POST', '/api/cabinet/login');

  await submitLogin(page, demoUser);
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  expect(calls).toEqual(['POST /api/cabinet/login 419', 'GET /sanctum/csrf-cookie 204', 'POST /api/cabinet/login 200']);
});

test('a deleted XSRF-TOKEN cookie is fetched again before the next save', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/profile');
  await expect(page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Имя' })).toHaveValue(demoUser.name);
  await apiSettled(page);
  const cookies = await page.context().cookies(apiUrl);
  await page.context().clearCookies();
  await page.context().addCookies(cookies.filter((cookie) => cookie.name !== 'XSRF-TOKEN'));
  const csrf = page.waitForResponse((response) => response.url().endsWith('/sanctum/csrf-cookie'));

  const form = page.getByRole('form', { name: 'Личные данные' });
  await form.getByRole('textbox', { name: 'О себе' }).fill('Сохранено с новым CSRF-токеном');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  expect((await csrf).status()).toBe(204);
  await expect(toasts(page).getByText('Профиль сохранён')).toBeVisible();
});
