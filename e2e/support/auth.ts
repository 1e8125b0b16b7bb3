import { expect, type Page } from '@playwright/test';

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
