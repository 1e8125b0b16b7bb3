/**
 * The keyboard alone (issue 14): sign in, answer a poll of every question
 * type, edit the profile and send a message to the operators, reach the
 * section fallback's «Повторить» — Tab, Shift+Tab, Enter, Space and the
 * arrows, no clicks — and see where the focus is at every stop.
 *
 * A user of its own: the poll and the profile it changes are its own.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { controlApp } from '../support/control.ts';

const user = newUser('keyboard');

test.beforeAll(async ({ browser }) => {
  await registerThroughApi(user);
  const page = await browser.newPage();
  await page.goto(await mailLink(user.email, 'Подтвердите email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await page.close();
});

/** Whether the focused element shows it: an outline or a ring (box-shadow), on it or on the label around it. */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const shows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const focused = document.activeElement;
    return shows(focused) || shows(focused?.closest('label') ?? null) || shows(focused?.closest('[data-slot]') ?? null);
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times), checking the focus is visible there. */
async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await focusIsVisible(page), 'the focused control shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Пароль', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
}

test('signs in and answers a poll of every question type with the keyboard alone', async ({ page }) => {
  // Playwright has the browser intercept file choosers once a listener is added, by a message it
  // does not wait for: added just before the key press, it lost the race once on a busy machine
  // and the chooser the press opened went unseen. Added here, long before.
  const chooser = page.waitForEvent('filechooser');
  await signInByKeyboard(page);
  await page.goto('/cabinet/polls');
  const card = page.getByRole('listitem').filter({ hasText: 'Планы на обучение' });
  await tabTo(page, card.getByRole('link', { name: 'Начать' }), { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Планы на обучение' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Начать' }));
  await page.keyboard.press('Enter');

  const form = page.getByRole('form', { name: 'Ответы на вопросы' });
  // Several answers: Space ticks a box.
  await tabTo(page, form.getByRole('checkbox', { name: 'Аналитика данных' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Аналитика данных' })).toBeChecked();
  // One answer: Tab enters the group, the arrows choose.
  const format = form.getByRole('radiogroup', { name: 'Какой формат занятий удобнее?' });
  await tabTo(page, format.getByRole('radio').first());
  await page.keyboard.press('ArrowDown');
  await expect(format.getByRole('radio', { name: 'Онлайн' })).toBeChecked();
  // A number.
  await tabTo(page, form.getByRole('spinbutton', { name: 'Сколько часов в неделю вы готовы уделять обучению?' }));
  await page.keyboard.type('6');
  // A file: Enter opens the browser's own chooser.
  const fileInput = form.locator('input[type="file"]');
  await tabTo(page, fileInput);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%keyboard\n') });
  // Text.
  await tabTo(page, form.getByRole('textbox', { name: 'Комментарий' }));
  await page.keyboard.type('Удобнее всего по вечерам.');
  await tabTo(page, form.getByRole('button', { name: 'Завершить' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Опрос завершён. Спасибо за ответы!' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Ваши ответы' }).getByText('Онлайн')).toBeVisible();
});

test('edits the profile and sends a message to the operators with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/cabinet/profile');
  const details = page.getByRole('form', { name: 'Личные данные' });
  await tabTo(page, details.getByRole('textbox', { name: 'О себе' }), { limit: 60 });
  await page.keyboard.type('Люблю клавиатуру.');
  await tabTo(page, details.getByRole('button', { name: 'Сохранить' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Профиль сохранён')).toBeVisible();

  const message = page.getByRole('form', { name: /Сообщение/ });
  await tabTo(page, message.getByRole('textbox', { name: 'Тема' }), { limit: 60 });
  await page.keyboard.type('Вопрос с клавиатуры');
  await tabTo(page, message.getByRole('textbox', { name: 'Сообщение' }));
  await page.keyboard.type('Можно ли отметиться на событии заранее?');
  await tabTo(page, message.getByRole('button', { name: 'Отправить' }));
  await page.keyboard.press('Enter');
  await expect(message.getByRole('textbox', { name: 'Тема' })).toHaveValue('');
});

test('the section fallback’s «Повторить» is reached and pressed with the keyboard', async ({ page }) => {
  await signInByKeyboard(page);
  await controlApp('notifications', 'fail');
  try {
    await page.goto('/cabinet/notifications');
    await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Повторить' }));
  } finally {
    await controlApp('notifications', 'heal');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
});
