/**
 * The polls remote inside the host, against the real API: a new poll is
 * started, «Завершить» without the required answer shows `Обязательное
 * поле`, and with it completes the poll, which then is read-only. A saved
 * file opens for its owner only (issue 21, item 2).
 */
import { expect, test } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { signInThroughApi } from '../support/auth.ts';

test('starts a poll, is told what is required, completes it', async ({ page }) => {
  await signInThroughApi(page);
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

test('a saved file opens for its owner through a private, signed link that dies with sign-out', async ({ page }) => {
  // A user of their own: the demo user's polls stay as the other specs expect them.
  const user = newUser('poll-file');
  await registerThroughApi(user);
  await page.goto(await mailLink(user.email, 'Подтвердите email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await signInThroughApi(page, user);
  await page.goto('/cabinet/polls');
  await page.getByRole('listitem').filter({ hasText: 'Планы на обучение' }).getByRole('link', { name: 'Начать' }).click();
  await page.getByRole('button', { name: 'Начать' }).click();
  const form = page.getByRole('form', { name: 'Ответы на вопросы' });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await form.getByLabel('Приложите резюме или сертификат (PDF, JPEG или PNG)').setInputFiles({ name: 'сертификат.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Сохранить' }).click();

  const link = form.getByRole('link', { name: 'сертификат.pdf' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  // Asked as the browser asks, with the page's cookies.
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('private, no-store');
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  expect((await page.request.get(href.split('?')[0] ?? '')).status()).toBe(403);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await page.request.get(href);
  expect(after.status()).toBe(403);
  expect(((await after.json()) as { message: string }).message).toMatch(/^Файл доступен только его владельцу/);
});
