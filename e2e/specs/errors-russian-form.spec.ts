/**
 * Every message a person can see is Russian (issue 13), for a form inside a
 * remote: each status the API may answer to the profile's save, with the
 * English text a backend sends (419 after the client's own renewal), is said
 * in Russian and the input stays. The events list, the sign-in form and the
 * error screen are in errors-russian.spec.ts.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { corsHeaders } from '../support/api.ts';
import { signInThroughApi } from '../support/auth.ts';

const english: Record<number, string> = {
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found',
  419: 'CSRF token mismatch.',
  422: 'The given data was invalid.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function answer(status: number) {
  return (route: Route) =>
    route.fulfill({
      status,
      headers: { ...corsHeaders, ...(status === 429 ? { 'retry-after': '30' } : {}) },
      body: JSON.stringify(status === 422 ? { message: english[422], errors: {} } : { message: english[status] }),
    });
}

/** No English message on screen, and some Russian where the failure is told. */
async function expectRussianOnly(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const message of [...Object.values(english), 'HTTP ', 'Failed to fetch']) expect(text, `«${message}» on screen`).not.toContain(message);
}

const statuses = [403, 404, 422, 429, 500, 502, 503, 504];

test.describe('a form', () => {
  for (const status of [...statuses, 419]) {
    test(`answered ${status} says so in Russian and keeps the input`, async ({ page }) => {
      await signInThroughApi(page);
      await page.goto('/cabinet/profile');
      const form = page.getByRole('form', { name: 'Личные данные' });
      const name = form.getByRole('textbox', { name: 'Имя' });
      await name.fill('Анна Петровна');
      await page.route(/\/api\/cabinet\/user\/update$/, answer(status));
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await expect(form.getByRole('alert').filter({ hasText: /[А-Яа-яЁё]/ }).first()).toBeVisible();
      await expect(name).toHaveValue('Анна Петровна');
      await expectRussianOnly(page);
    });
  }
});
