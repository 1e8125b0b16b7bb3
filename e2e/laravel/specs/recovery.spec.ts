/**
 * Password recovery with Laravel's password broker, in both auth modes: the
 * request, the mailed link to the front end's page, the new password, and a
 * spent token reported on `token`.
 */
import { expect, test } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../../support/api.ts';
import { expectSignedIn, submitLogin } from '../../support/cabinet.ts';
import { authModes, restoresRuntimeConfig, setRuntimeConfig } from '../../support/config.ts';
import { expectNoLaravelEnglish } from '../support/laravel.ts';

restoresRuntimeConfig();

for (const authMode of authModes) {
  test(`${authMode} mode: request → mailed link → new password → sign in; the link works once`, async ({ page }) => {
    await setRuntimeConfig(page, { authMode });
    const user = newUser(`recovery-${authMode}`);
    await registerThroughApi(user);
    const newPassword = `${user.password}-new`;

    await page.goto('/password-recovery');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ссылку для восстановления' })).toBeVisible();

    const link = await mailLink(user.email, 'Восстановление пароля');
    expect(link).toMatch(/\/password-recovery\?token=\w+&email=/);
    await page.goto(link);
    await page.getByLabel('Новый пароль').fill(newPassword);
    await page.getByLabel('Повторите пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Пароль изменён' })).toBeVisible();

    // The reset also confirmed the address: the new password signs in at once.
    await submitLogin(page, { email: user.email, password: newPassword });
    await expect(page).toHaveURL(/\/cabinet\/events$/);
    await expectSignedIn(page, user.name);

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await page.getByLabel('Новый пароль').fill(`${newPassword}-again`);
    await page.getByLabel('Повторите пароль').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByRole('alert')).toContainText('недействительна');
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
    await expectNoLaravelEnglish(page);
  });
}
