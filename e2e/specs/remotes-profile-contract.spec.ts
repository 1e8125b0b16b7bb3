/**
 * A backend that knows more than this client: the user record carries a
 * social network the client has never heard of and fields it does not know.
 * The person still signs in and sees their profile — one unexpected field
 * must not make them a guest. The reference API validates what it stores, so
 * its answers (the sign-in and the identity, which the page then asks for
 * itself) are extended with `page.route`.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { demoUser, signIn } from '../support/auth.ts';
import { apiUrl } from '../support/api.ts';
import { editJson } from '../support/edit-json.ts';
import { pageAsksIdentity } from '../support/renderer.ts';

const UNKNOWN_LINK = { type: 'max', url: 'https://max.ru/anna', verified: true };

function extendUser(route: Route): Promise<void> {
  return editJson<{ data?: { socials?: unknown[] } }>(route, (body, response) => {
    if (!response.ok() || !body.data) return undefined;
    body.data.socials = [...(body.data.socials ?? []), UNKNOWN_LINK];
    Object.assign(body.data, { two_factor_enabled: false, locale: 'ru', roles: ['member'] });
    return { ...body, meta: { api_version: '2.3' } };
  });
}

async function answerWithMore(page: Page): Promise<void> {
  // The identity the renderer would put inline is the reference API's own: the page asks instead.
  await pageAsksIdentity(page);
  await page.route(`${apiUrl}/api/cabinet/user`, (route) => (route.request().method() === 'GET' ? extendUser(route) : route.fallback()));
  await page.route(`${apiUrl}/api/cabinet/login`, extendUser);
}

test('a user record with an unknown social network and extra fields signs in and shows the profile', async ({ page }) => {
  await answerWithMore(page);
  await signIn(page);
  await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
  await page.goto('/cabinet/profile');
  await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
  const socials = page.getByRole('list', { name: 'Соцсети' });
  await expect(socials.getByRole('link', { name: 'Неизвестно: https://max.ru/anna' })).toHaveAttribute('href', 'https://max.ru/anna');
  await expect(socials.getByRole('link', { name: 'ВКонтакте' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Ссылка на другую сеть' })).toHaveValue(
    'https://max.ru/anna',
  );
});
