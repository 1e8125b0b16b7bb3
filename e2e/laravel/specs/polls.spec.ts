/**
 * The polls remote against Laravel: answers as JSON, and answers with a file
 * as a multipart POST with `_method=PUT`, whose `complete` flag Laravel's
 * `boolean` rule must accept (issue 10, item 4).
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth.ts';
import { apiUrl, hostUrl } from '../../support/urls.ts';
import { expectNoLaravelEnglish, registerVerifiedUser } from '../support/laravel.ts';

test('starts a poll, is told what is required, completes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/polls');
  const card = page.getByRole('listitem').filter({ hasText: 'Питание в офисе' });
  await card.getByRole('link', { name: 'Начать' }).click();
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

  await expect(page.getByText('Опрос завершён. Спасибо за ответы!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ваши ответы' }).getByText('В кафе рядом')).toBeVisible();
  await expectNoLaravelEnglish(page);
});

test('answers with a file (multipart, `_method=PUT`) and completes the poll', async ({ page }) => {
  // A user of their own: the demo user's copy of this poll stays new for the other suites' habits.
  const user = await registerVerifiedUser('poll-file');
  await signIn(page, user);
  await page.goto('/cabinet/polls');
  await page.getByRole('listitem').filter({ hasText: 'Планы на обучение' }).getByRole('link', { name: 'Начать' }).click();
  await page.getByRole('button', { name: 'Начать' }).click();
  const form = page.getByRole('form', { name: 'Ответы на вопросы' });
  await form.getByRole('checkbox', { name: 'Аналитика данных' }).click();
  await form.getByRole('radio', { name: 'Онлайн' }).click();
  await form.getByRole('spinbutton', { name: 'Сколько часов в неделю вы готовы уделять обучению?' }).fill('6');
  await form.getByLabel('Приложите резюме или сертификат (PDF, JPEG или PNG)').setInputFiles({
    name: 'сертификат.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });

  const save = page.waitForResponse((response) => response.url().endsWith('/api/cabinet/polls/set-answer-questions'));
  await form.getByRole('button', { name: 'Завершить' }).click();
  const response = await save;
  expect(response.request().method()).toBe('POST');
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(response.status(), await response.text()).toBe(200);

  await expect(page.getByText('Опрос завершён. Спасибо за ответы!')).toBeVisible();
  const answers = page.getByRole('region', { name: 'Ваши ответы' });
  const link = answers.getByRole('link', { name: 'сертификат.pdf' });
  await expect(link).toBeVisible();
  await expectNoLaravelEnglish(page);

  // The file is the owner's document (issue 21, item 2): a signed link, private, dead after sign-out.
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('signature')).toBeTruthy();
  const file = await page.request.get(href);
  expect(file.status(), await file.text()).toBe(200);
  expect(file.headers()['cache-control']).toContain('private');
  expect(file.headers()['cache-control']).not.toContain('public');
  expect((await page.request.get(href.split('?')[0] ?? '')).status()).toBe(403);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get(href)).status()).toBe(403);
});

test('an unknown poll: «Опрос не найден», not Laravel\'s «No query results for model»', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/polls/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Опрос не найден' })).toBeVisible();
  await expectNoLaravelEnglish(page);
});

test('a page far past the list: 422 «Номер страницы не больше 1000000», not a database error', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/polls');
  const response = await page.request.get(`${apiUrl}/api/cabinet/polls?per_page=100&page=92233720368547758`, {
    headers: { Accept: 'application/json', Referer: `${hostUrl}/` },
  });
  expect(response.status()).toBe(422);
  expect(((await response.json()) as { errors: unknown }).errors).toEqual({ page: ['Номер страницы не больше 1000000'] });
});
