/**
 * The profile remote against Laravel: a FormRequest's Russian messages under
 * their fields, an avatar sent as multipart with `_method=PUT`, and a
 * message route behind Laravel's `throttle:5,1`, whose 429 says «Too Many
 * Attempts.» in English (issue 10, item 6).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser, signIn } from '../../support/auth.ts';
import { expectNoLaravelEnglish, registerVerifiedUser, toasts } from '../support/laravel.ts';

function personalForm(page: Page) {
  return page.getByRole('form', { name: 'Личные данные' });
}

async function saveName(page: Page, name: string): Promise<void> {
  await personalForm(page).getByRole('textbox', { name: 'Имя' }).fill(name);
  await personalForm(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
}

test.describe('as the demo user', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/cabinet/profile');
  });

  test('a new name is saved and shows in the header at once', async ({ page }) => {
    try {
      await saveName(page, 'Анна Смирнова-Петрова');
      await expect(toasts(page).getByText('Профиль сохранён')).toBeVisible();
      await page.reload();
      await expect(personalForm(page).getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна Смирнова-Петрова');
    } finally {
      await saveName(page, demoUser.name);
    }
  });

  test('a wrong phone number is explained under the field (Laravel\'s `regex` rule) and kept', async ({ page }) => {
    const phone = personalForm(page).getByRole('textbox', { name: 'Телефон' });
    await phone.fill('телефон');
    await personalForm(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Неверный формат телефона')).toBeVisible();
    await expect(phone).toHaveValue('телефон');
    await expectNoLaravelEnglish(page);
  });

  test('sends a message to the operators and empties the form', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Сообщение оператору' });
    await form.getByRole('textbox', { name: 'Тема' }).fill('Вопрос о конференции');
    await form.getByRole('textbox', { name: 'Сообщение' }).fill('Будет ли запись докладов?');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(toasts(page).getByText('Сообщение отправлено')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue('');
  });
});

test('a new avatar goes as multipart with `_method=PUT` and is served from Laravel\'s public disk', async ({ page }) => {
  const user = await registerVerifiedUser('avatar');
  await signIn(page, user);
  await page.goto('/cabinet/profile');
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Новое фото').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  const update = page.waitForResponse((response) => response.url().endsWith('/api/cabinet/user/update'));
  await page.getByRole('button', { name: 'Загрузить фото' }).click();
  const response = await update;
  expect(response.request().method()).toBe('POST');
  expect(response.status(), await response.text()).toBe(200);
  await expect(toasts(page).getByText('Фото обновлено')).toBeVisible();

  const avatar = page.getByRole('img', { name: 'Фото профиля' }).first();
  await expect(avatar).toHaveAttribute('src', /\/storage\/uploads\//);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('the sixth message in a minute: Laravel\'s English 429 becomes a Russian message', async ({ page }) => {
  const user = await registerVerifiedUser('throttle');
  await signIn(page, user);
  await page.goto('/cabinet/profile');
  const form = page.getByRole('form', { name: 'Сообщение оператору' });
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/cabinet/user/send-message')) statuses.push(response.status());
  });

  for (let sent = 1; sent <= 5; sent += 1) {
    await form.getByRole('textbox', { name: 'Тема' }).fill(`Вопрос ${sent}`);
    await form.getByRole('textbox', { name: 'Сообщение' }).fill('Текст вопроса');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue('');
  }
  await form.getByRole('textbox', { name: 'Тема' }).fill('Вопрос 6');
  await form.getByRole('textbox', { name: 'Сообщение' }).fill('Текст вопроса');
  await form.getByRole('button', { name: 'Отправить' }).click();

  await expect.poll(() => statuses).toEqual([201, 201, 201, 201, 201, 429]);
  // In the form's alert or a toast: either way in Russian, with the wait if Laravel gave one.
  await expect(page.getByText(/Слишком много|Повторите/).first()).toBeVisible();
  await expectNoLaravelEnglish(page);
  // Nothing typed is lost.
  await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue('Вопрос 6');
});
