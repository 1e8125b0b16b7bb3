/**
 * The guest pages are a document of their own (host/src/guest/): a page
 * load of /login and its siblings brings neither the federation runtime nor
 * the registry nor any remote; moving between guest pages stays in that
 * document; signing in loads the cabinet as the app document. It asks who is
 * signed in only where someone signed in before (the sign-in marker), so a
 * guest's visit logs no 401.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser } from '../support/auth.ts';
import { submitLogin } from '../support/cabinet.ts';
import { recordConsole } from '../support/console.ts';
import { appTookOver, holdPageCode } from '../support/prerendered.ts';
import { rendererServes } from '../support/renderer.ts';
import { hostUrl } from '../support/urls.ts';

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Every «who am I» the page asks, and every 401 it gets (each a red line in the console). */
function recordIdentityQuestions(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cabinet/user')) asked.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401) asked.push(`401 ${response.url()}`);
  });
  return asked;
}

function hasFederation(page: Page): Promise<boolean> {
  return page.evaluate(() => '__FEDERATION__' in globalThis);
}

test('a guest page loads no federation runtime, registry or remote; signing in loads the cabinet', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login?redirect=%2Fcabinet%2Fpolls');
  await appTookOver(page);
  expect(await hasFederation(page)).toBe(false);
  expect(requested.filter((url) => /remotes\.json|releases\.json|mf-manifest\.json|remoteEntry\.js/.test(url))).toEqual([]);

  await markDocument(page);
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  await submitLogin(page, demoUser);
  await expect(page).toHaveURL(/\/cabinet\/polls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  // The cabinet page may arrive painted, its code asked for once that paint is shown.
  await expect.poll(() => hasFederation(page)).toBe(true);
});

test('a first visit to a guest page does not ask who is signed in, so the console shows no 401', async ({ page }) => {
  const log = recordConsole(page);
  const asked = recordIdentityQuestions(page);
  await page.goto('/login');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(log.texts('error')).toEqual([]);
});

test('a returning guest, who holds the API’s XSRF cookie, is not asked either; someone who signed in here is, until they sign out', async ({ page }) => {
  const log = recordConsole(page);
  const asked = recordIdentityQuestions(page);
  await page.goto('/login');
  // The CSRF cookie fetched for the form: what a returning guest brings back.
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
  await page.reload();
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(log.texts('error')).toEqual([]);

  await submitLogin(page, demoUser);
  // The guest page moves to /cabinet/events in place, then loads the cabinet as a page: wait for that page.
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  await expect(page.getByTestId('user-name')).toBeVisible();
  asked.length = 0;
  // Signed in: the guest page sends them on — the renderer, before any code runs; the page
  // itself (asking the API) where the static document is served.
  const answer = await page.goto('/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/cabinet\/events$/);
  await expect(page.getByTestId('user-name')).toBeVisible();
  if (!rendererServes) expect(asked.length).toBeGreaterThan(0);
  else expect(answer?.request().redirectedFrom()?.url()).toBe(`${hostUrl}/login`);
  expect(asked.filter((entry) => entry.startsWith('401'))).toEqual([]);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  asked.length = 0;
  await page.goto('/login');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a first visit to the landing page asks no one who is signed in: no 401 in the console', async ({ page }) => {
  const log = recordConsole(page);
  const asked = recordIdentityQuestions(page);
  await page.goto('/');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(log.texts('error')).toEqual([]);
});

test('a guest page that fails to start still says so in Russian', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/register');
  await expect(page.getByText('Не удалось загрузить кабинет. Обновите страницу через минуту.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The failure replaced the prerendered form: nothing is left to hold a submit for.
  await appTookOver(page);
});

test('a prerendered guest page paints its form from the HTML; a sign-in pressed before the app runs is made once it does', async ({ page }) => {
  const log = recordConsole(page);
  const release = await holdPageCode(page, 'guest');
  await page.goto('/login?redirect=%2Fcabinet%2Fpolls', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible();
  await submitLogin(page, demoUser);
  // Held, not sent by the browser as a GET with the password in the address.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/login');
  expect(page.url()).not.toContain('password');

  release();
  await expect(page).toHaveURL(/\/cabinet\/polls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(log.texts('warning').filter((text) => text.includes('rendered anew'))).toEqual([]);
  expect(log.appErrors()).toEqual([]);
});

test('a prerendered guest page is hydrated, not rendered anew: its elements stay, with what was typed', async ({ page }) => {
  const log = recordConsole(page);
  const release = await holdPageCode(page, 'guest');
  await page.goto('/register', { waitUntil: 'commit' });
  const name = page.getByLabel('Имя');
  await name.fill('Анна');
  await name.evaluate((input) => {
    (input as HTMLInputElement & { __prerendered?: boolean }).__prerendered = true;
  });
  release();
  // The app has taken the page over once the mark of the prerender is gone.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await name.evaluate((input) => (input as HTMLInputElement & { __prerendered?: boolean }).__prerendered)).toBe(true);
  await expect(name).toHaveValue('Анна');
  expect(log.texts('warning').filter((text) => text.includes('rendered anew'))).toEqual([]);
});
