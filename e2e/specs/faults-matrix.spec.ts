/**
 * The fault matrix of issue 14, the cases not covered elsewhere. Every case
 * ends in a usable screen with a Russian message: no blank page, no reload
 * loop, no lost input.
 *
 * | case                                         | test                                                   |
 * |----------------------------------------------|--------------------------------------------------------|
 * | each remote down                             | here: «each remote down: …» (all four)                 |
 * | 500 on a remote's manifest                   | federation.spec: «a remote answering 500 …»; here too  |
 * | a remote's entry answering after 5 s         | here: «an entry that answers after 5 s …»              |
 * | the API down at start-up                     | here: «the API down at start-up …»                     |
 * | 500/503 on a list: retried once, then error  | here: «a list answered 500 twice …» (500 and 503)      |
 * | 503 on a POST: not retried, input kept       | session-retry.spec: «a POST answered 503 …»            |
 * | 401 mid-session                              | session-expiry.spec: «a 401 mid-session …» (both modes)|
 * | 419 on a form                                | session-expiry.spec: «a 419 that renewing … »          |
 * | the network lost while a form is open        | here: «the network lost while a form is open …»        |
 * | a chunk deleted after a redeploy             | shell-reload.spec: «a host chunk that 404s …», remote  |
 * | a newer build id                             | shell-reload.spec: «a newer build reloads …»           |
 *
 * The renderer's (issue 31): each ends in the page the browser can finish.
 *
 * | case                                         | test                                                   |
 * |----------------------------------------------|--------------------------------------------------------|
 * | the API slow for the renderer                | renderer-api-slow.spec                                 |
 * | a section's server code missing or throwing  | renderer-section-faults.spec                           |
 * | a render past its bound                      | renderer-section-faults.spec: «… never ends …»         |
 * | a release that does not fit the host         | delivery-releases.spec: «a remote that does not fit …» |
 * | the renderer down or failing                 | renderer-documents.spec: «with the renderer down …»    |
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, corsHeaders } from '../support/api.ts';
import { signInThroughApi } from '../support/auth.ts';
import { appStarted, keepPainted, pageFetchesItsData } from '../support/renderer.ts';
import { recordConsole } from '../support/console.ts';
import { cabinetNav, sections } from '../support/cabinet.ts';
import { controlApp } from '../support/control.ts';
import { remoteUrl } from '../support/urls.ts';

/** Counts the page loads of the tab: a reload loop would show as many. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

for (const { name, title } of sections) {
  test(`each remote down: ${name} shows its fallback, the header and the other sections work`, async ({ page }) => {
    // Stopped before the browser opens a connection to it (a kept-alive one would hang instead of failing).
    await controlApp(name, 'stop');
    try {
      await signInThroughApi(page);
      const loads = countLoads(page);
      await page.goto(`/cabinet/${name}`);
      await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
      await expect(page.getByText(new RegExp(`«${title}»`))).toBeVisible();
      await expect(cabinetNav(page)).toBeVisible();
      const other = sections.find((section) => section.name !== name);
      if (other) {
        await cabinetNav(page).getByRole('link', { name: other.title }).click();
        await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
      }
      expect(loads()).toBe(1);
    } finally {
      await controlApp(name, 'start');
    }
  });
}

test('a remote whose manifest answers 500 shows its fallback with «Повторить», which works once it is back', async ({ page }) => {
  await signInThroughApi(page);
  let failing = true;
  await page.route(`${remoteUrl('polls')}/**/mf-manifest.json`, (route) =>
    failing ? route.fulfill({ status: 500, body: '{"message":"Server Error"}' }) : route.fallback(),
  );
  await page.goto('/cabinet/polls');
  await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
  await expect(page.getByText('Server Error')).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
});

test('an entry that answers after 5 s: a loading state, then the section', async ({ page }) => {
  test.setTimeout(45_000);
  await signInThroughApi(page);
  // The section as the browser loads it (a painted page shows it at once: the next test).
  await pageFetchesItsData(page);
  await page.route(`${remoteUrl('events')}/**/remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.fallback();
  });
  await page.goto('/cabinet/events');
  await expect(page.getByRole('status', { name: 'Загрузка раздела «События»' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible({ timeout: 20_000 });
});

test('an entry that answers late on a painted page: the section shows at once, the rest of the page works meanwhile, a press on its link is made in the app once it is hydrated in place', async ({ page }) => {
  test.setTimeout(45_000);
  await signInThroughApi(page);
  await keepPainted(page, 'main h1');
  const log = recordConsole(page);
  const loads = countLoads(page);
  let arrived = false;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(`${remoteUrl('events')}/**/remoteEntry.js`, async (route) => {
    await answered;
    arrived = true;
    await route.fallback();
  });
  await page.goto('/cabinet/events');
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  // The header is the app's before the section's code has come: its colour-mode switch opens.
  await appStarted(page);
  await page.getByRole('button', { name: 'Цветовая тема' }).click();
  await expect(page.getByRole('button', { name: 'Цветовая тема' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('radio', { name: 'Тёмная' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The painted section's link, pressed before its code has come: held (a link's own press would load the
  // page anew), and made by the app once the section is hydrated where it was painted.
  await page.getByRole('list', { name: 'Список событий' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  expect(arrived).toBe(false);
  answer();
  await expect(page.getByRole('heading', { level: 2, name: 'Описание' })).toBeVisible({ timeout: 20_000 });
  expect(loads()).toBe(1);
  expect(await page.evaluate(() => (window as { __painted?: Element }).__painted?.isConnected)).toBe(false);
  expect(log.texts('warning').filter((text) => text.includes('rendered anew'))).toEqual([]);
  expect(log.appErrors()).toEqual([]);
});

test('the API down at start-up: the shell still renders and says so in Russian', async ({ page }) => {
  await page.route(`${apiUrl}/**`, (route) => route.abort('connectionrefused'));
  const loads = countLoads(page);
  await page.goto('/cabinet/events');
  // No session can be confirmed: the person is asked to sign in, and the page says the server is out of reach when they try.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(/Не удалось связаться с сервером/).first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
  expect(loads()).toBeLessThanOrEqual(2);
});

for (const status of [500, 503]) {
  test(`a list answered ${status} twice: retried once, then an error with «Повторить», which works once the API is back`, async ({ page }) => {
    await signInThroughApi(page);
    // The list as the browser asks for it (the renderer's own request is the server's).
    await pageFetchesItsData(page);
    let failing = true;
    let asked = 0;
    // The list's own request (the dashboard's has per_page=3).
    await page.route(/\/api\/cabinet\/events\?(?!.*per_page=3)/, (route) => {
      if (!failing) return route.fallback();
      asked += 1;
      return route.fulfill({ status, headers: corsHeaders, body: JSON.stringify({ message: 'Server Error' }) });
    });
    await page.goto('/cabinet/events');
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(asked).toBe(2);
    await expect(page.getByText('Server Error')).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('list', { name: 'Список событий' })).toBeVisible();
  });
}

test('the network lost while a form is open: the input stays, a Russian message; once the browser knows, the form waits with the reason; it works once back', async ({ page, context }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/profile');
  // The app open (a painted page asks for its code once it has painted: a line lost before it leaves the page as painted).
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Сообщение оператору' });
  const send = form.getByRole('button', { name: 'Отправить' });
  await form.getByRole('textbox', { name: 'Тема' }).fill('Связь пропала');
  await form.getByRole('textbox', { name: 'Сообщение' }).fill('Текст, набранный без сети.');
  // A line lost before the browser has noticed: the request fails.
  const sendMessage = `${apiUrl}/api/cabinet/user/send-message`;
  await page.route(sendMessage, (route) => route.abort('internetdisconnected'));
  await send.click();
  await expect(form.getByRole('alert').filter({ hasText: /Не удалось связаться с сервером/ })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Текст, набранный без сети.');
  // The browser knows it is offline: the form waits, and says why (issue 32).
  await context.setOffline(true);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Нет связи: это действие станет доступно, когда связь вернётся.');
  await context.setOffline(false);
  await page.unroute(sendMessage);
  await send.click();
  await expect(form.getByRole('textbox', { name: 'Тема' })).toHaveValue('');
});
