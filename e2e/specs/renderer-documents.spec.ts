/**
 * The renderer (serving/src/renderer) answers a page load knowing who asks:
 * a guest on a cabinet page is sent to sign in by the server, a visitor who
 * signed in elsewhere is sent on from a guest page, a short address leads
 * into the cabinet, every status tells the truth, and the identity arrives
 * inside the document — escaped, so a name is only ever text. When the
 * renderer is down or failing, the static document is served as before.
 */
import { expect, test } from '@playwright/test';
import { demoUser, signIn, signInThroughApi } from '../support/auth.ts';
import { controlApp } from '../support/control.ts';
import { recordConsole } from '../support/console.ts';
import { appStarted, holdAppCode, keepPainted } from '../support/renderer.ts';
import { hostUrl, remoteUrl } from '../support/urls.ts';

const ivan = { email: 'ivan@example.com', password: demoUser.password, name: 'Иван Петров' };

test('a guest on a cabinet page is sent to sign in by the server, with the page kept, and the answer is never stored', async ({ request }) => {
  const answer = await request.get('/cabinet/polls?page=2', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/login?redirect=%2Fcabinet%2Fpolls%3Fpage%3D2');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
});

test('statuses tell the truth: an unknown page is a 404 with the error screen, a section’s page a 200', async ({ page }) => {
  const guest = await page.goto('/no-such-page');
  expect(guest?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();

  await signInThroughApi(page);
  const missing = await page.goto('/cabinet/no-such-section');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  const events = await page.goto('/cabinet/events');
  expect(events?.status()).toBe(200);
  await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
});

test('a session started elsewhere is seen on a guest page: /login sends the visitor on, and a short address leads into the cabinet', async ({ page }) => {
  // Through the API: this browser never showed the form, so it holds no sign-in marker of its own.
  await signInThroughApi(page);
  const answer = await page.goto('/login?redirect=%2Fcabinet%2Fprofile');
  expect(answer?.request().redirectedFrom()?.url()).toBe(`${hostUrl}/login?redirect=%2Fcabinet%2Fprofile`);
  await expect(page).toHaveURL(/\/cabinet\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await page.goto('/polls');
  await expect(page).toHaveURL(/\/cabinet\/polls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
});

test('a user named «</script><script>…</script>» sees the name as text, and no script runs', async ({ page }) => {
  const name = '</script><script>window.__injected = true</script> Иван';
  const rename = async (to: string) => {
    await page.goto('/cabinet/profile');
    const profile = page.getByRole('form', { name: 'Личные данные' });
    await profile.getByRole('textbox', { name: 'Имя', exact: true }).fill(to);
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByTestId('user-name')).toHaveText(to);
  };
  await signIn(page, ivan);
  const log = recordConsole(page);
  try {
    await rename(name);
    const answer = await page.goto('/cabinet/events');
    const inline = /<script type="application\/json" id="cabinet-identity">([\s\S]*?)<\/script>/.exec((await answer?.text()) ?? '')?.[1] ?? '';
    expect((JSON.parse(inline) as { body: { data: { name: string } } }).body.data.name).toBe(name);
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    expect(await page.getByTestId('user-name').textContent()).toContain('</script><script>window.__injected = true</script>');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(log.texts('error')).toEqual([]);
  } finally {
    await rename(ivan.name);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in page arrives painted: the layout with the user’s name and the sections, the dashboard, the error screen', async ({ page }) => {
    await signInThroughApi(page);
    const cabinet = await page.goto('/cabinet');
    expect(cabinet?.headers()['cache-control']).toBe('private, no-store');
    expect(await cabinet?.text()).toContain('<div id="root" data-rendered="">');
    await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
    const sections = page.getByRole('navigation', { name: 'Разделы кабинета' }).first();
    for (const title of ['События', 'Уведомления', 'Опросы', 'Профиль']) await expect(sections.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
    await expect(page.getByText(`Здравствуйте, ${demoUser.name}!`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ближайшие события' })).toBeVisible();

    // A section's own page arrives painted by its remote's server code, with its data and its styles.
    // (The first page after a release may come while the renderer loads that release's code: it is then the browser's.)
    const painted = /<link rel="stylesheet" href="http:\/\/localhost:\d+\/[^"]+\.css">[^]*<\/head>/;
    await expect.poll(async () => (await page.request.get('/cabinet/events')).text()).toMatch(painted);
    await page.goto('/cabinet/events');
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/cabinet/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
    await page.goto('/cabinet/profile');
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue(demoUser.name);
    // A poll's page: its title; a closed poll's, its questions with the answers given.
    await page.goto('/cabinet/polls/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Удобство личного кабинета' })).toBeVisible();
    await page.goto('/cabinet/polls');
    await page.getByRole('link', { name: 'Оценка весеннего семинара' }).click();
    await expect(page).toHaveURL(/\/cabinet\/polls\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Оценка весеннего семинара' })).toBeVisible();
    await expect(page.getByText('Оцените семинар от 1 до 5')).toBeVisible();

    const missing = await page.goto('/cabinet/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  });

  // Found here: the host's render loaded anew beside the first one's federation kept the remotes' code on
  // that first copy's React, and every section failed on the server («reading 'useEffect'»), silently.
  test('a renderer started anew in its process (as after a host redeploy) still paints the sections’ pages', async ({ page }) => {
    await signInThroughApi(page);
    await expect.poll(async () => (await page.request.get('/cabinet/events')).text()).toContain('aria-label="Список событий"');
    await controlApp('renderer', 'stop');
    await controlApp('renderer', 'start');
    // The first page may come while the renderer loads the releases' code: that one is the browser's.
    await expect.poll(async () => (await page.request.get('/cabinet/events')).text()).toContain('aria-label="Список событий"');
    await page.goto('/cabinet/events');
    await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/cabinet/polls/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Удобство личного кабинета' })).toBeVisible();
    await page.goto('/cabinet/profile');
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue(demoUser.name);
  });
});

test('the browser hydrates the painted page: it keeps the painted elements, reports no difference and loads the section in place', async ({ page }) => {
  await signInThroughApi(page);
  await keepPainted(page, '[data-testid="user-name"]');
  const log = recordConsole(page);
  const pages = [
    { path: '/cabinet', heading: 'Кабинет' },
    { path: '/cabinet/events', heading: 'События' },
    { path: '/cabinet/events/1', heading: 'Открытие сезона: встреча участников' },
    { path: '/cabinet/notifications', heading: 'Уведомления' },
    { path: '/cabinet/polls', heading: 'Опросы' },
    { path: '/cabinet/polls/1', heading: 'Удобство личного кабинета' },
    { path: '/cabinet/profile', heading: 'Профиль' },
  ];
  for (const { path, heading } of pages) {
    const answer = await page.goto(path);
    const html = (await answer?.text()) ?? '';
    expect(html, path).toContain('<div id="root" data-rendered="">');
    // The section's page itself painted, not only the layout around it.
    expect(html.slice(html.indexOf('<div id="root"')), path).toContain(`>${heading}</h1>`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
    // The very element the server sent: a page rendered anew would have replaced it.
    expect(await page.evaluate(() => (window as { __painted?: Element }).__painted === document.querySelector('[data-testid="user-name"]')), path).toBe(true);
  }
  expect(log.texts('warning').filter((text) => text.includes('rendered anew'))).toEqual([]);
  expect(log.appErrors()).toEqual([]);
});

test('a button pressed on the painted page before its code has run is pressed once the page is hydrated', async ({ page }) => {
  await signInThroughApi(page);
  // The app's code is held back until the page has been used: it is painted, not yet hydrated.
  const release = await holdAppCode(page);
  await page.goto('/cabinet/events', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Выйти' }).click();
  release();
  await expect(page).toHaveURL(`${hostUrl}/`);
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
});

test('a link followed on the painted page before its code has run opens as the app opens it, without loading the page anew', async ({ page }) => {
  await signInThroughApi(page);
  const release = await holdAppCode(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/cabinet/events', { waitUntil: 'commit' });
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).first().getByRole('link', { name: 'Опросы' }).click();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  expect(documents).toEqual(['/cabinet/events']);
});

test('a section link pointed at or focused on the painted page before its code has run is preloaded once the page is hydrated', async ({ page }) => {
  await signInThroughApi(page);
  const release = await holdAppCode(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteUrl('polls'))) asked.push(request.url());
  });
  await page.goto('/cabinet', { waitUntil: 'commit' });
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).first().getByRole('link', { name: 'Опросы' }).focus();
  release();
  await expect.poll(() => asked.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

/** The dashboard's reads, the header's unread count among them (host/src/dashboard/dashboard-queries.ts). */
const DASHBOARD_READS = 5;

test('the dashboard arrives with its data, its dates in the visitor’s time zone, and the browser does not ask for that data again', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Vladivostok' });
  const page = await context.newPage();
  try {
    await signInThroughApi(page);
    // The first page tells the renderer the browser's time zone (a cookie), for the pages after it.
    await page.goto('/cabinet/profile');
    await appStarted(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/cabinet\/(events|polls|notifications)/.test(request.url())) asked.push(request.url());
    });
    const answer = await page.goto('/cabinet');
    const html = (await answer?.text()) ?? '';
    const painted = /<div id="root" data-rendered="">([\s\S]*?)<\/div><script type="application\/json" id="cabinet-state">/.exec(html)?.[1] ?? '';
    const upcoming = page.getByRole('region', { name: 'Ближайшие события' });
    const first = upcoming.getByRole('listitem').first().locator('time');
    // The server's text is the browser's: what it wrote in Vladivostok time is what the page shows.
    await appStarted(page);
    await expect(first).toBeVisible();
    expect(painted).toContain(`>${await first.textContent()}</time>`);
    await expect(page.getByRole('region', { name: 'Опросы ждут ответа' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toBeVisible();
    // What the server put into the page is not asked for again: the browser asks only for what the renderer
    // left to it — nothing, unless the API took longer than the renderer's bound (a busy machine) for a read.
    const state = JSON.parse(/<script type="application\/json" id="cabinet-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { queries?: unknown[] };
    const given = state.queries?.length ?? 0;
    expect(given).toBeGreaterThan(0);
    expect(asked.length, asked.join(', ')).toBe(DASHBOARD_READS - given);
  } finally {
    await context.close();
  }
});

test('a first visit to the dashboard, before the browser’s zone is known, arrives whole in the product’s zone and is hydrated without asking for its data again', async ({ page }) => {
  // Signed in through the API: the app has never run in this browser, so no zone is known (the suite's browser is in Moscow).
  await signInThroughApi(page);
  await keepPainted(page, '[data-testid="user-name"]');
  const log = recordConsole(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/cabinet\/(events|polls|notifications)/.test(request.url())) asked.push(request.url());
  });
  const html = (await (await page.goto('/cabinet'))?.text()) ?? '';
  const [, painted = '', stateText = '{}'] = /<div id="root" data-rendered="">([\s\S]*?)<\/div><script type="application\/json" id="cabinet-state">([\s\S]*?)<\/script>/.exec(html) ?? [];
  expect(stateText).toContain('"timeZone":"Europe/Moscow"');
  await appStarted(page);
  const first = page.getByRole('region', { name: 'Ближайшие события' }).getByRole('listitem').first().locator('time');
  await expect(first).toBeVisible();
  expect(painted).toContain(`>${await first.textContent()}</time>`);
  expect(await page.evaluate(() => (window as { __painted?: Element }).__painted === document.querySelector('[data-testid="user-name"]'))).toBe(true);
  // What arrived within the renderer's bound is not asked for again (on a busy machine a read may come late).
  const given = (JSON.parse(stateText) as { queries?: unknown[] }).queries?.length ?? 0;
  expect(given).toBeGreaterThan(1);
  expect(asked.length, asked.join(', ')).toBe(DASHBOARD_READS - given);
  expect(log.appErrors()).toEqual([]);
});

test('a first page painted before the browser’s zone is known is rendered anew in a browser of another zone, with its times; the next is hydrated', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Vladivostok' });
  const page = await context.newPage();
  try {
    await signInThroughApi(page);
    await keepPainted(page, '[data-testid="user-name"]');
    const log = recordConsole(page);
    const paintedOf = async (path: string) => {
      const html = (await (await page.goto(path))?.text()) ?? '';
      await appStarted(page);
      return /<div id="root" data-rendered="">([\s\S]*?)<\/div><script type="application\/json" id="cabinet-state">([\s\S]*?)<\/script>/.exec(html) ?? [];
    };
    const shownTime = () => page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first().locator('time').textContent();
    const kept = () => page.evaluate(() => (window as { __painted?: Element }).__painted === document.querySelector('[data-testid="user-name"]'));

    // No zone known yet: painted in Moscow time, which this browser does not keep; it renders the page itself.
    const [, first = '', firstState = ''] = await paintedOf('/cabinet/events');
    expect(firstState).toContain('"timeZone":"Europe/Moscow"');
    const paintedTime = /<time [^>]*>([^<]+)<\/time>/.exec(first)?.[1] ?? '';
    expect(paintedTime).not.toBe('');
    // The page's own render replaces the painted one: the same event, in this browser's time.
    await expect.poll(shownTime).not.toBe(paintedTime);
    expect(await kept()).toBe(false);

    // Its zone is known from then on: painted in Vladivostok time, and hydrated.
    const [, second = ''] = await paintedOf('/cabinet/events');
    await expect(page.getByRole('list', { name: 'Список событий' })).toBeVisible();
    expect(second).toContain(`>${await shownTime()}</time>`);
    expect(await kept()).toBe(true);
    expect(log.texts('warning').filter((text) => text.includes('rendered anew'))).toEqual([]);
    expect(log.appErrors()).toEqual([]);
  } finally {
    await context.close();
  }
});

for (const fault of ['stop', 'fail'] as const) {
  test(`with the renderer ${fault === 'stop' ? 'down' : 'failing'}, the static document is served and the client guards as before`, async ({ page }) => {
    await controlApp('renderer', fault);
    try {
      const guest = await page.goto('/cabinet/events');
      expect(guest?.status()).toBe(200);
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet%2Fevents$/);
      await signIn(page);
      const events = await page.goto('/cabinet/events');
      expect(events?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
      await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    } finally {
      await controlApp('renderer', fault === 'stop' ? 'start' : 'heal');
    }
  });
}
