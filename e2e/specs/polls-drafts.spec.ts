/**
 * Nothing typed in a poll is lost (issue 13): the answers are kept as a
 * draft while the person types and come back after a reload, after a save
 * that failed (503) and after a session that ended mid-poll and a new
 * sign-in; the polls pages say where the person is in the tab's title.
 *
 * A user of its own, so that the demo user's polls stay as the other specs
 * expect them: every poll is new for this one.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, corsHeaders, deleteAllSessions, mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { signInThroughApi } from '../support/auth.ts';
import { submitLogin } from '../support/cabinet.ts';

const user = newUser('polls');
const RESTORED = 'Восстановлены несохранённые ответы';
const SAVE_PATH = `${apiUrl}/api/cabinet/polls/set-answer-questions`;

test.beforeAll(async ({ browser }) => {
  await registerThroughApi(user);
  const page = await browser.newPage();
  await page.goto(await mailLink(user.email, 'Подтвердите email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await page.close();
});

/** Opens a poll from the list and starts it; the form is returned. */
async function startPoll(page: Page, title: string) {
  await page.goto('/cabinet/polls');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Начать' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Начать' }).click();
  return page.getByRole('form', { name: 'Ответы на вопросы' });
}

test('answers typed before a reload come back, and a picked file is asked for again', async ({ page }) => {
  await signInThroughApi(page, user);
  const form = await startPoll(page, 'Планы на обучение');
  await form.getByRole('checkbox', { name: 'Аналитика данных' }).click();
  await form.getByRole('radio', { name: 'Онлайн' }).click();
  await form.getByRole('spinbutton', { name: 'Сколько часов в неделю вы готовы уделять обучению?' }).fill('6');
  await form.getByRole('textbox', { name: 'Комментарий' }).fill('Хочу курс по SQL и визуализации');
  await form
    .getByLabel('Приложите резюме или сертификат (PDF, JPEG или PNG)')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(form.getByText('Отвечено 5 из 5')).toBeVisible();

  // The browser asks before leaving a page with unsaved answers; the person goes on.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();

  await expect(form.getByText(RESTORED)).toBeVisible();
  expect(prompts).toEqual(['beforeunload']);
  await expect(form.getByRole('checkbox', { name: 'Аналитика данных' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Онлайн' })).toBeChecked();
  await expect(form.getByRole('spinbutton', { name: 'Сколько часов в неделю вы готовы уделять обучению?' })).toHaveValue('6');
  await expect(form.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Хочу курс по SQL и визуализации');
  await expect(form.getByText('Файл «resume.pdf» не сохранился: выберите его снова.')).toBeVisible();
  await expect(form.getByText('Отвечено 4 из 5')).toBeVisible();
});

test('a save that fails with 503 keeps the input, and the next try saves it', async ({ page }) => {
  await signInThroughApi(page, user);
  const form = await startPoll(page, 'Удобство личного кабинета');
  await form.getByRole('radio', { name: 'Реже' }).click();
  const wishes = form.getByRole('textbox', { name: 'Что бы вы хотели улучшить?' });
  await wishes.fill('Тёмную тему для телефона');

  await page.route(SAVE_PATH, (route) => route.fulfill({ status: 503, headers: corsHeaders, json: { message: 'Service Unavailable' } }));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('alert')).toHaveText('Сервис временно недоступен. Попробуйте ещё раз через минуту.');
  await expect(wishes).toHaveValue('Тёмную тему для телефона');
  await expect(form.getByRole('radio', { name: 'Реже' })).toBeChecked();

  await page.unroute(SAVE_PATH);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Ответы сохранены')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);

  // Saved on the server, so nothing is «restored» on the next visit: the saved answers are there.
  await page.reload();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(wishes).toHaveValue('Тёмную тему для телефона');
  await expect(form.getByText(RESTORED)).toHaveCount(0);
});

test('a session that ends mid-poll: sign in again and the poll is back with the answers', async ({ page }) => {
  await signInThroughApi(page, user);
  const form = await startPoll(page, 'Формат корпоративных мероприятий');
  const pollPath = new URL(page.url()).pathname;
  await form.getByRole('radio', { name: 'Вечера в городе' }).click();
  await form.getByRole('checkbox', { name: 'Музыка' }).click();
  await form.getByRole('textbox', { name: 'Ваши идеи' }).fill('Квиз и настольные игры');

  await deleteAllSessions();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(pollPath)}$`));

  await submitLogin(page, user);
  await expect(page).toHaveURL(new RegExp(`${pollPath}$`));
  await expect(form.getByText(RESTORED)).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Вечера в городе' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Музыка' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Ваши идеи' })).toHaveValue('Квиз и настольные игры');

  // Every required question is answered: saving completes the poll, and the focus goes to the outcome.
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Опрос завершён. Спасибо за ответы!' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Ваши ответы' }).getByText('Квиз и настольные игры')).toBeVisible();
});

test('the polls pages say where the person is in the tab\'s title', async ({ page }) => {
  await signInThroughApi(page, user);
  await page.goto('/cabinet/polls');
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  await expect(page).toHaveTitle('Опросы — Кабинет');
  await page.getByRole('listitem').filter({ hasText: 'Питание в офисе' }).getByRole('link', { name: 'Питание в офисе' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Питание в офисе' })).toBeVisible();
  await expect(page).toHaveTitle('Питание в офисе — Кабинет');
  await page.getByRole('link', { name: 'Ко всем опросам' }).click();
  await expect(page).toHaveTitle('Опросы — Кабинет');
  await page.goto('/cabinet/polls/999999');
  await expect(page).toHaveTitle('Опрос не найден — Кабинет');
});

test('a question to fix is brought into view and focused', async ({ page }) => {
  await signInThroughApi(page, user);
  const form = await startPoll(page, 'Питание в офисе');
  await form.getByRole('button', { name: 'Завершить' }).click();
  const lunch = form.getByRole('radiogroup', { name: 'Где вы обычно обедаете?' });
  await expect(lunch.getByRole('radio', { name: 'В офисе' })).toBeFocused();
  await expect(lunch).toBeInViewport();
  await expect(form.getByRole('alert')).toHaveText('Нужно исправить ответы на 1 вопрос.');
});
