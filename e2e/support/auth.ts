import { expect, type Page } from '@playwright/test';
import { apiUrl, hostUrl } from './urls.ts';

export const demoUser = { email: 'demo@example.com', password: 'demo-password', name: 'Анна Смирнова' };

/**
 * Signs in through the real login form and waits for the cabinet, which is
 * loaded as a page of its own (the sign-in page is the guest document): for
 * the user's name in the header, or on a phone (where the name is in the
 * menu) for the page's heading.
 */
export async function signIn(
  page: Page,
  user: { email: string; password: string } = demoUser,
  { waitFor = 'user-name' }: { waitFor?: 'user-name' | 'heading' } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (waitFor === 'user-name') await expect(page.getByTestId('user-name')).toBeVisible();
  else await expect(page.getByRole('banner')).toBeVisible();
}

/**
 * Signs in through the API, as the login form's request would, for a spec
 * whose subject is not signing in: the session cookie lands in the page's
 * browser context, and the spec opens the page it is about — one page load
 * instead of three (the sign-in page, the cabinet it lands on, the page).
 * The sign-in marker of the guest pages is not set: a spec that opens a guest
 * page signed in uses `signIn`.
 */
export async function signInThroughApi(page: Page, user: { email: string; password: string } = demoUser): Promise<void> {
  await page.request.get(`${apiUrl}/sanctum/csrf-cookie`, { headers: { Accept: 'application/json' } });
  const xsrf = (await page.context().cookies(apiUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`${apiUrl}/api/cabinet/login`, {
    data: { email: user.email, password: user.password },
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Origin: hostUrl, Referer: `${hostUrl}/` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
