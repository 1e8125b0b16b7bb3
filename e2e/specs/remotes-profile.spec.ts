/**
 * The profile remote inside the host, against the real API: a new name is
 * saved and shows in the header at once; a 422 shows under its field; a
 * message goes to the operators. The demo user's name is put back
 * afterwards, since the other specs expect it.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser, signIn } from '../support/auth.ts';

async function saveName(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Личные данные' });
  await form.getByRole('textbox', { name: 'Имя' }).fill(name);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/profile');
});

test('a new name is saved and shows in the header at once', async ({ page }) => {
  try {
    await saveName(page, 'Анна Смирнова-Петрова');
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Имя' })).toHaveValue(
      'Анна Смирнова-Петрова',
    );
  } finally {
    await saveName(page, demoUser.name);
  }
});

test('a wrong phone number is explained under the field and kept', async ({ page }) => {
  const phone = page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Телефон' });
  await phone.fill('телефон');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Неверный формат телефона')).toBeVisible();
  await expect(phone).toHaveValue('телефон');
});

test('sends a message to the operators and empties the form', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Сообщение оператору' });
  await form.getByRole('textbox', { name: 'Тема' }).fill('Вопрос о конференции');
  await form.getByRole('textbox', { name: 'Сообщение' }).fill('Будет ли запись докладов?');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Сообщение отправлено')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue('');
});
