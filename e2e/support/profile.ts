import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Changes the signed-in user's e-mail in the profile form and returns the
 * shell's notice that the new address awaits confirmation.
 */
export async function changeEmail(page: Page, newEmail: string): Promise<Locator> {
  await page.goto('/cabinet/profile');
  const profile = page.getByRole('form', { name: 'Личные данные' });
  await profile.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await profile.getByRole('button', { name: 'Сохранить' }).click();
  const notice = page.getByRole('region', { name: 'Подтвердите новый email' });
  await expect(notice).toContainText(`Мы отправили письмо со ссылкой на ${newEmail}.`);
  return notice;
}
