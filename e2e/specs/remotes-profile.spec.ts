/**
 * The profile remote inside the host, against the real API: a new name is
 * saved and shows in the header at once; a 422 shows under its field; a
 * message goes to the operators; nothing typed is lost to a reload, and the
 * browser asks before a tab with unsaved input closes. The demo user's name
 * is put back afterwards, since the other specs expect it. (The host's guard
 * for navigation inside the cabinet is not on this branch: the remote's unit
 * tests cover the registry it reads.)
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser, signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { appStarted } from '../support/renderer.ts';

async function saveName(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Личные данные' });
  await form.getByRole('textbox', { name: 'Имя' }).fill(name);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
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

test('the tab is titled «Профиль — Кабинет»', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await expect(page).toHaveTitle('Профиль — Кабинет');
});

test('«Сохранить» waits for a change', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Личные данные' });
  await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'О себе' }).fill('Новый текст о себе');
  await expect(form.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
});

test('a message typed but not sent survives a reload', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Сообщение оператору' });
  await form.getByRole('textbox', { name: 'Тема' }).fill('Длинный вопрос');
  await form.getByRole('textbox', { name: 'Сообщение' }).fill('Текст, который жалко потерять.');
  await expect(form.getByText('Символов: 30 из 5000')).toBeVisible();
  // The draft is written after a pause in typing.
  const draft = () =>
    page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('cabinet:draft:message:user:'))?.[1] ?? '');
  await expect.poll(draft).toContain('жалко');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Текст, который жалко потерять.');
  await expect(form.getByRole('status')).toHaveText(/Восстановлено сообщение, которое вы не отправили/);
  await form.getByRole('button', { name: 'Очистить' }).click();
  await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue('');
});

test('the browser asks before a tab with unsaved profile input closes', async ({ page }) => {
  // The app's own question: asked once its code runs (input typed on the painted page before is handed to it then).
  await appStarted(page);
  const name = page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Имя' });
  // A real click and keystrokes: Chromium asks only on a page the person has used.
  await name.click();
  await name.press('End');
  await name.pressSequentially('а');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe('beforeunload');
  await asked.accept();
});

test('a link inside the cabinet asks before it leaves unsaved profile input; staying keeps it', async ({ page }) => {
  const name = page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Имя' });
  await name.fill('Анна Сергеевна');
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  const dialog = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await expect(dialog).toBeVisible();
  // Esc is «Остаться» too.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cabinet\/profile$/);
  await expect(name).toHaveValue('Анна Сергеевна');

  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(dialog.getByRole('button', { name: 'Остаться' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Уйти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});
