/**
 * The host asks before a navigation inside the cabinet leaves a poll with
 * unsaved answers (issue 13), by keyboard alone: «Остаться» is focused and
 * keeps the answers, «Уйти» goes. (The profile form's case is in
 * remotes-profile.spec.ts.) A user of its own: starting a poll changes it
 * for the demo user's other specs.
 */
import { expect, test } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';

const user = newUser('unsaved');

test.beforeAll(async ({ browser }) => {
  await registerThroughApi(user);
  const page = await browser.newPage();
  await page.goto(await mailLink(user.email, 'Подтвердите email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await page.close();
});

test('a link inside the cabinet asks before it leaves unsaved poll answers, by keyboard alone', async ({ page }) => {
  await signInThroughApi(page, user);
  await page.goto('/cabinet/polls');
  const title = 'Планы на обучение';
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Начать' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Начать' }).click();
  const form = page.getByRole('form', { name: 'Ответы на вопросы' });
  const comment = form.getByRole('textbox', { name: 'Комментарий' });
  await comment.fill('Хочу курс по SQL');

  const events = cabinetNav(page).getByRole('link', { name: 'События' });
  await events.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Несохранённые изменения пропадут.');
  // The safe choice has the focus: Enter stays, and the answers are still there.
  await expect(dialog.getByRole('button', { name: 'Остаться' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cabinet\/polls\/.+/);
  await expect(comment).toHaveValue('Хочу курс по SQL');
  // Focus goes back to where the person was.
  await expect(events).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Остаться' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Уйти' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
});

test('a poll without unsaved answers is left without a question', async ({ page }) => {
  await signInThroughApi(page, user);
  await page.goto('/cabinet/polls');
  await page.getByRole('listitem').filter({ hasText: 'Питание в офисе' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Питание в офисе' })).toBeVisible();
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Уйти со страницы?' })).toHaveCount(0);
});
