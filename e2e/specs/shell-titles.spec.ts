/**
 * Every page says where the person is (issue 13): a Russian `document.title`
 * on each route, the event's and the poll's own title on their pages, and a
 * navigation inside the app announced to screen readers (a polite live
 * region reading the new title).
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { remoteUrl } from '../support/urls.ts';

/**
 * The page at `path` comes to say `title`. A prerendered page (the landing,
 * a guest page) shows its heading before its code runs, and its code sets
 * the title: waited for as a state, not as a quiet network — a busy machine
 * asked for a prerendered page's code more than half a second after its
 * paint, and the title was read before it.
 */
async function expectTitle(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(title);
}

test('the guest pages have Russian titles', async ({ page }) => {
  await expectTitle(page, '/', 'Личный кабинет — Кабинет');
  await expectTitle(page, '/login', 'Вход в кабинет — Кабинет');
  await expectTitle(page, '/register', 'Регистрация — Кабинет');
  await expectTitle(page, '/password-recovery', 'Восстановление пароля — Кабинет');
  await expectTitle(page, '/verify/1', 'Ссылка неполная — Кабинет');
});

// One test per page: a chain of eight page loads outlasts a test's time on a busy machine.
const cabinetTitles: [string, string][] = [
  ['/cabinet', 'Кабинет'],
  ['/cabinet/events', 'События — Кабинет'],
  ['/cabinet/notifications', 'Уведомления — Кабинет'],
  ['/cabinet/polls', 'Опросы — Кабинет'],
  ['/cabinet/profile', 'Профиль — Кабинет'],
  ['/cabinet/nope', 'Страница не найдена — Кабинет'],
];

for (const [path, title] of cabinetTitles) {
  test(`the cabinet’s page ${path} has the Russian title «${title}»`, async ({ page }) => {
    await signInThroughApi(page);
    await expectTitle(page, path, title);
  });
}

test('an event’s page and a poll’s page have their own titles', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/events');
  const event = page.getByRole('list', { name: 'Список событий' }).getByRole('link').first();
  const eventTitle = (await event.textContent()) ?? '';
  await event.click();
  await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
  await expect(page).toHaveTitle(`${eventTitle} — Кабинет`);

  await page.goto('/cabinet/polls');
  const poll = page.getByRole('list', { name: 'Список опросов' }).getByRole('link').first();
  const pollTitle = (await poll.textContent()) ?? '';
  await poll.click();
  await expect(page.getByRole('heading', { level: 1, name: pollTitle })).toBeVisible();
  await expect(page).toHaveTitle(`${pollTitle} — Кабинет`);
});

test('a navigation inside the app is announced with the new page’s title', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet');
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveText('');
  await cabinetNav(page).getByRole('link', { name: 'Опросы' }).click();
  await expect(announcer).toHaveText('Опросы — Кабинет');
  await cabinetNav(page).getByRole('link', { name: 'Профиль' }).click();
  await expect(announcer).toHaveText('Профиль — Кабинет');
});

test('a section whose code cannot load says so in the title', async ({ page }) => {
  await signInThroughApi(page);
  await page.route(`${remoteUrl('events')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/cabinet/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Раздел временно недоступен' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('События: раздел временно недоступен — Кабинет');
});
