/**
 * Every message a person can see is Russian (issue 13): each status the API
 * may answer with — 401, 403, 404, 419, 422, 429 (with the wait), 500, 502,
 * 503, 504 — and a lost connection, driven through a list (events), the
 * dashboard (/cabinet), a form (sign-in) and the host's error screen, with the server's English words
 * («Server Error», «Unauthenticated.», …) in the answer. The screen may show
 * none of them: a line a person can read has Cyrillic letters (an e-mail
 * address and the «Email» label aside).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { appStarted, pageFetchesItsData } from '../support/renderer.ts';

/** What Laravel, a proxy or the browser say in English, which must stay off the screen. */
const ENGLISH = [
  'Server Error',
  'Service Unavailable',
  'Bad Gateway',
  'Gateway Timeout',
  'HTTP ',
  'Unauthenticated',
  'This action is unauthorized',
  'Not Found',
  'Page Expired',
  'CSRF token mismatch',
  'The given data was invalid',
  'Too Many Attempts',
  'Failed to fetch',
  'NetworkError',
];

/** Latin-only lines that are not messages: the sign-in form's «Email» label, an e-mail address. */
const NOT_MESSAGES = [/^Email$/, /^[^\s@]+@[^\s@]+$/];

interface Fault {
  /** The HTTP status, or null for a connection lost before any answer. */
  status: number | null;
  /** What the server says, in English as a backend without a Russian locale does. */
  message: string;
  /** A text the person must read for it, when it is fixed. */
  expected?: RegExp;
  /** The error screen's heading for it (SPEC §8, and its own for 419, 422, 429 and a lost connection). */
  heading: string;
}

const FAULTS: Fault[] = [
  { status: 401, message: 'Unauthenticated.', heading: 'Необходима авторизация' },
  { status: 403, message: 'This action is unauthorized.', heading: 'Доступ запрещен' },
  { status: 404, message: 'Not Found', heading: 'Страница не найдена' },
  { status: 419, message: 'CSRF token mismatch.', heading: 'Сессия устарела' },
  { status: 422, message: 'The given data was invalid.', heading: 'Данные не приняты' },
  { status: 429, message: 'Too Many Attempts.', expected: /Повторите через 42 секунды/, heading: 'Слишком много запросов' },
  { status: 500, message: 'Server Error', heading: 'Ошибка сервера' },
  { status: 502, message: 'Bad Gateway', heading: 'Ошибка сервера' },
  { status: 503, message: 'Service Unavailable', heading: 'Ошибка сервера' },
  { status: 504, message: 'Gateway Timeout', heading: 'Ошибка сервера' },
  {
    status: null,
    message: 'Failed to fetch',
    expected: /Не удалось связаться с сервером|Проверьте подключение/,
    heading: 'Нет связи с сервером',
  },
];

const label = (fault: Fault) => (fault.status === null ? 'a lost connection' : String(fault.status));

/** Answers a request as the fault: Laravel's JSON (a proxy's HTML for 502/504) or no answer at all. */
async function answer(route: Route, fault: Fault): Promise<void> {
  if (fault.status === null) return route.abort('internetdisconnected');
  if (fault.status === 502 || fault.status === 504) {
    return route.fulfill({
      status: fault.status,
      contentType: 'text/html',
      body: `<html><head><title>${fault.status} ${fault.message}</title></head><body><h1>${fault.status} ${fault.message}</h1></body></html>`,
    });
  }
  return route.fulfill({
    status: fault.status,
    // The reference API exposes Retry-After to the cross-origin app (server/src/plugins/external/cors.ts).
    headers: fault.status === 429 ? { 'Retry-After': '42', 'Access-Control-Expose-Headers': 'Retry-After' } : {},
    json: { message: fault.message },
  });
}

/** Every line the person can read is Russian: no server English, no Latin-only line. */
async function expectRussianScreen(page: Page, fault: Fault): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const phrase of ENGLISH) expect(text, `«${phrase}» on screen`).not.toContain(phrase);
  const latinOnly = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[A-Za-z]/.test(line) && !/[А-Яа-яЁё]/.test(line))
    .filter((line) => !NOT_MESSAGES.some((pattern) => pattern.test(line)));
  expect(latinOnly).toEqual([]);
  if (fault.expected) expect(text).toMatch(fault.expected);
}

test.describe('a list (events)', () => {
  for (const fault of FAULTS) {
    test(`${label(fault)} from the API is told in Russian`, async ({ page }) => {
      await signInThroughApi(page);
      // The list as the browser asks for it (the renderer's own request is the server's).
      await pageFetchesItsData(page);
      await page.route('**/api/cabinet/events?**', (route) => answer(route, fault));
      await page.route('**/api/cabinet/events', (route) => answer(route, fault));
      await page.goto('/cabinet/events');
      if (fault.status === 401) {
        // An ended session sends the person to sign in again.
        await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible({ timeout: 15_000 });
      }
      await expectRussianScreen(page, fault);
    });
  }
});

test.describe('the dashboard (/cabinet)', () => {
  for (const fault of FAULTS) {
    test(`${label(fault)} from the API is told in Russian`, async ({ page }) => {
      await signInThroughApi(page);
      // The «Ближайшие события» block's call as the browser makes it (the renderer's own request is the
      // server's); the other blocks keep working.
      await pageFetchesItsData(page);
      await page.route('**/api/cabinet/events?**', (route) => answer(route, fault));
      await page.goto('/cabinet');
      if (fault.status === 401) {
        await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        const events = page.getByRole('region', { name: 'Ближайшие события' });
        await expect(events.getByRole('button', { name: 'Повторить' })).toBeVisible({ timeout: 15_000 });
      }
      await expectRussianScreen(page, fault);
    });
  }
});

test.describe('a form (sign-in)', () => {
  for (const fault of FAULTS) {
    test(`${label(fault)} from the API is told in Russian`, async ({ page }) => {
      await page.goto('/login');
      await page.route('**/api/cabinet/login', (route) =>
        route.request().method() === 'POST'
          ? fault.status === 422
            ? route.fulfill({
                status: 422,
                // Laravel 8: the summary in English, the field messages in the app's locale (they stay).
                json: { message: fault.message, errors: { email: ['Неверный email или пароль.'] } },
              })
            : answer(route, fault)
          : route.fallback(),
      );
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Войти' }).click();
      if (fault.status === 422) {
        // The server's field message under its field; the English summary nowhere.
        await expect(page.getByText('Неверный email или пароль.')).toBeVisible();
      } else {
        await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
      }
      await expectRussianScreen(page, fault);
    });
  }
});

test.describe('the error screen', () => {
  for (const fault of FAULTS) {
    test(`an unhandled ${label(fault)} with the server's English is shown in Russian`, async ({ page }) => {
      await signInThroughApi(page);
      await page.goto('/cabinet');
      // The app runs (and listens for unhandled rejections): a painted page shows who is signed in before it does.
      await appStarted(page);
      await page.evaluate(
        ([status, message]) => {
          // As an unawaited request leaves it: the client's error carries the status and the server's words.
          const error =
            status === null ? new TypeError(message) : Object.assign(new Error(message), { name: 'ApiError', status });
          void Promise.reject(error);
        },
        [fault.status, fault.message] as const,
      );
      await expect(page.getByRole('button', { name: 'Главная' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fault.heading);
      await expectRussianScreen(page, { ...fault, expected: undefined });
    });
  }
});
