/** What a signed-in page looks like, for the auth and session specs. */
import { expect, type Page } from '@playwright/test';
import manifest from '../../apps.json' with { type: 'json' };

/** The sections of the cabinet: every remote of `apps.json`, in its order. */
export const sections = manifest.remotes.map(({ name, title }) => ({ name, title }));

export function cabinetNav(page: Page) {
  return page.getByRole('navigation', { name: 'Разделы кабинета' });
}

/** Signed in: the header shows the sections, the user's name and `Выйти`. */
export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(cabinetNav(page)).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
}

/** Opens each section from the header and waits for its page heading. */
export async function visitEverySection(page: Page): Promise<void> {
  for (const { name, title } of sections) {
    await cabinetNav(page).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/cabinet/${name}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}
