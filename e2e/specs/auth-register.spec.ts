/**
 * Registration end to end, in cookie mode and in token mode: the form, the
 * verification link from the dev outbox, verification, sign-in, the guarded
 * sections, sign-out.
 */
import { expect, test } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { cabinetNav, expectSignedIn, submitLogin, visitEverySection } from '../support/cabinet.ts';
import { authModes, restoresRuntimeConfig, setRuntimeConfig, storedToken } from '../support/config.ts';

restoresRuntimeConfig();

for (const authMode of authModes) {
  test.describe(`${authMode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await setRuntimeConfig(page, { authMode });
    });

    test('register → verify by the mailed link → sign in → sections → sign out', async ({ page }) => {
      const user = newUser(`register-${authMode}`);

      await page.goto('/login');
      await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel('Имя').fill(user.name);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Пароль', { exact: true }).fill(user.password);
      await page.getByLabel('Повторите пароль').fill(user.password);
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

      await expect(page).toHaveURL(/\/confirm-email$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
      await expect(page.getByText(user.email)).toBeVisible();

      const link = await mailLink(user.email, 'Подтвердите email');
      expect(link).toMatch(/\/verify\/\d+\/[0-9a-f]+\?expires=\d+&signature=/);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
      await page.getByRole('link', { name: 'Войти' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await submitLogin(page, user);
      await expect(page).toHaveURL(/\/cabinet\/events$/);
      await expectSignedIn(page, user.name);
      if (authMode === 'token') expect(await storedToken(page)).toMatch(/^\d+(\||%7C)/);
      else expect(await storedToken(page)).toBeUndefined();

      await visitEverySection(page);
      // A reload keeps the session: the identity is loaded again at start-up.
      await page.reload();
      await expectSignedIn(page, user.name);

      await page.getByRole('button', { name: 'Выйти' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
      expect(await storedToken(page)).toBeUndefined();
      await page.goto('/cabinet/events');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet%2Fevents$/);
      await expect(cabinetNav(page)).toHaveCount(0);
    });

    test('shows 422 errors under their fields and keeps the input', async ({ page }) => {
      const user = newUser(`taken-${authMode}`);
      await page.goto('/register');
      await page.getByLabel('Имя').fill(user.name);
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Пароль', { exact: true }).fill(user.password);
      await page.getByLabel('Повторите пароль').fill(user.password);
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

      const email = page.getByLabel('Email');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Этот email уже занят');
      await expect(email).toHaveValue('demo@example.com');
      await expect(page.getByLabel('Имя')).toHaveValue(user.name);
      await expect(page).toHaveURL(/\/register$/);
    });
  });
}

test('checks the form on the client with the Russian messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Пароль', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page.getByLabel('Имя')).toHaveAccessibleDescription('Обязательное поле');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Неверный формат email');
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAccessibleDescription(/Минимум 8 символов$/);
  await expect(page.getByLabel('Повторите пароль')).toHaveAccessibleDescription('Обязательное поле');

  await page.getByLabel('Пароль', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Повторите пароль').fill('another-password');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByLabel('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
  await expect(page).toHaveURL(/\/register$/);
});

test('a verification link cut short explains what to do', async ({ page }) => {
  for (const path of ['/verify', '/verify/12', '/verify/12/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Ссылка неполная' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  }
});

test('a tampered verification link fails with advice and a way to sign in', async ({ page }) => {
  const user = newUser('tampered');
  await page.goto('/register');
  await page.getByLabel('Имя').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль').fill(user.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);

  const link = new URL(await mailLink(user.email, 'Подтвердите email'));
  link.searchParams.set('signature', 'forged');
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Ссылка не сработала' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('недействительна');
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
});

test('signing in before confirming the e-mail says what to do and mails a new link', async ({ page }) => {
  const user = newUser('unverified');
  await registerThroughApi(user);
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page.getByRole('alert')).toContainText('Подтвердите email');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  const mail = await mailLink(user.email, 'Подтвердите email');
  expect(mail).toContain('/verify/');
});
