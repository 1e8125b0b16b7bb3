import { expect, type Page } from '@playwright/test';

export const demoUser = { email: 'demo@example.com', password: 'demo-password', name: 'Анна Смирнова' };

/** Signs in through the real login form. */
export async function signIn(page: Page, user: { email: string; password: string } = demoUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The sign-in page is the guest document; the cabinet is loaded as a page of its own.
  await expect(page.getByTestId('user-name')).toBeVisible();
}
