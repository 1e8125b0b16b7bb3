/**
 * The polls remote inside the host, against the real API: a new poll is
 * started, «Завершить» without the required answer shows `Обязательное
 * поле`, and with it completes the poll, which then is read-only.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';

test('starts a poll, is told what is required, completes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/polls');
  const card = page.getByRole('listitem').filter({ hasText: 'Питание в офисе' });
  await expect(card.getByText('Новый', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Начать' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Питание в офисе' })).toBeVisible();
  await page.getByRole('button', { name: 'Начать' }).click();
  const form = page.getByRole('form', { name: 'Ответы на вопросы' });
  const lunch = form.getByRole('radiogroup', { name: 'Где вы обычно обедаете?' });
  await expect(lunch).toBeVisible();

  await form.getByRole('button', { name: 'Завершить' }).click();
  await expect(form.getByText('Обязательное поле')).toBeVisible();
  await expect(lunch).toHaveAttribute('aria-invalid', 'true');

  await lunch.getByRole('radio', { name: 'В кафе рядом' }).click();
  await form.getByRole('checkbox', { name: 'Супы' }).click();
  await form.getByRole('spinbutton', { name: 'Сколько вы готовы тратить на обед, ₽?' }).fill('450');
  await form.getByRole('button', { name: 'Завершить' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Опрос завершён. Спасибо за ответы!' })).toBeFocused();
  await expect(page.getByText('Завершён', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ваши ответы' }).getByText('В кафе рядом')).toBeVisible();

  await page.getByRole('link', { name: 'Ко всем опросам' }).click();
  await expect(card.getByRole('link', { name: 'Посмотреть' })).toBeVisible();
});
