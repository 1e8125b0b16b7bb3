/**
 * Each letter the Laravel example sends has its own subject (issue 17,
 * fault 9): a changed e-mail is not asked to be confirmed with the
 * registration letter, and the landing's subscription is confirmed by mail,
 * as the reference API does.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth.ts';
import { newUser, readMail } from '../../support/api.ts';
import { registerVerifiedUser, toasts } from '../support/laravel.ts';

test('a changed e-mail is confirmed by its own letter, «Подтвердите новый email», naming the old address', async ({ page }) => {
  const user = await registerVerifiedUser('change');
  const newEmail = newUser('changed').email;
  await signIn(page, user);
  await page.goto('/cabinet/profile');
  const form = page.getByRole('form', { name: 'Личные данные' });
  await form.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toasts(page).getByText(/Подтвердите новый email/)).toBeVisible();

  const mail = await readMail(newEmail, 'Подтвердите новый email');
  expect(mail.text).toContain(user.email);
  expect(mail.links[0]).toMatch(/\/verify\/\d+\/[0-9a-f]{40}\?/);
});

test('a subscription from the landing page is confirmed by «Вы подписаны на новости»', async ({ page }) => {
  const { email } = newUser('subscriber');
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Вы подписаны на новости' })).toBeVisible();

  const mail = await readMail(email, 'Вы подписаны на новости');
  expect(mail.text).toContain('Спасибо за подписку');
});
