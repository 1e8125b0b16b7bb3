/**
 * Password recovery end to end, in cookie mode and in token mode: the
 * request form, the mailed link, the new password, sign-in with it.
 */
import { expect, test } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { expectSignedIn, submitLogin } from '../support/cabinet.ts';
import { authModes, restoresRuntimeConfig, setRuntimeConfig } from '../support/config.ts';

restoresRuntimeConfig();

for (const authMode of authModes) {
  test(`${authMode} mode: request → mailed link → new password → sign in with it`, async ({ page }) => {
    await setRuntimeConfig(page, { authMode });
    const user = newUser(`recovery-${authMode}`);
    await registerThroughApi(user);
    const newPassword = `${user.password}-new`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/\/password-recovery$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ссылку для восстановления' })).toBeVisible();

    const link = await mailLink(user.email, 'Восстановление пароля');
    expect(link).toContain('/password-recovery?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    // A mismatch is caught on the client, and nothing typed is lost.
    await page.getByLabel('Новый пароль').fill(newPassword);
    await page.getByLabel('Повторите пароль').fill('something-else');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByLabel('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    await expect(page.getByLabel('Новый пароль')).toHaveValue(newPassword);

    await page.getByLabel('Повторите пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Пароль изменён' })).toBeVisible();

    // The old password no longer works; the new one does.
    await submitLogin(page, user);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Неверный email или пароль');
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await page.getByLabel('Пароль', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/cabinet\/events$/);
    await expectSignedIn(page, user.name);

    // The link works once.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await page.getByLabel('Новый пароль').fill(`${newPassword}-again`);
    await page.getByLabel('Повторите пароль').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByRole('alert')).toContainText('недействительна');
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
  });
}
