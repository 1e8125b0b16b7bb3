/**
 * A canary in the running product (`release --canary 50`): the signed-in
 * users split between the live and the canary release by the hash of their
 * id (the runtime's `inCanary`, imported here), each staying on one in every
 * tab and across reloads; `rollback` ends the canary (everyone on the live
 * release, nobody on the canary again), `promote` ends it too (everyone on
 * the new one). The seeded users (ids 1 and 2) fall on either side. The
 * renderer paints each user's release — a canary beside its live release in
 * one process — and follows each change at the next page load, and the
 * browser hydrates what it painted.
 */
import path from 'node:path';
import { expect, test, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { inCanary } from '@cabinet/runtime/registry';
import { demoUser, signIn } from '../support/auth.ts';
import { copyRemote, delivery, edit, liveRelease, keepRemoteAsFound, remoteEntry, root } from '../support/releases.ts';
import { appStarted, rendererServes } from '../support/renderer.ts';
import { apiUrl, hostUrl } from '../support/urls.ts';

const EVENTS = path.join(root, 'remotes/events');
const DESCRIPTION = 'Ближайшие и прошедшие события, на которые можно отметиться.';
const users = [demoUser, { email: 'ivan@example.com', password: demoUser.password, name: 'Иван Петров' }];

test.describe.configure({ timeout: 180_000 });

// Leave the product as the other specs expect it: no canary, the release found live.
const original = keepRemoteAsFound('events');

const eventsEntry = () => remoteEntry('events');

/** Releases a copy of events saying `text` as a canary for half of the users; its id. */
async function releaseCanary(text: string, label: string): Promise<string> {
  const dir = await copyRemote('events', label);
  await edit(dir, 'src/pages/events-page.tsx', DESCRIPTION, text);
  const run = await delivery('release', dir, '--canary', '50');
  expect(run.status, run.output).toBe(0);
  expect(liveRelease('events')).toBe(original());
  const canary = eventsEntry()?.canary;
  expect(canary?.percent).toBe(50);
  return canary?.release ?? '';
}

interface Person {
  page: Page;
  /** Whether the hash puts this user on the canary. */
  onCanary: boolean;
}

/** Each seeded user signed in in a browser of their own, and the side their id falls on. */
async function signInEveryone(browser: Browser): Promise<Person[]> {
  const people: Person[] = [];
  for (const user of users) {
    const context = await browser.newContext({ baseURL: hostUrl, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    const page = await context.newPage();
    await signIn(page, user);
    const identity = (await (await page.request.get(`${apiUrl}/api/cabinet/user`, { headers: { Accept: 'application/json' } })).json()) as {
      data: { id: number };
    };
    people.push({ page, onCanary: inCanary('events', identity.data.id, 50) });
  }
  // The test means something only if both sides have someone.
  expect(people.map((person) => person.onCanary).sort()).toEqual([false, true]);
  return people;
}

/**
 * The user's section shows `text`: in the page the renderer paints (the release this user runs, once the renderer
 * has loaded its code: it loads a new registry's releases ahead of the pages), and once the browser has hydrated it,
 * with no difference between the two.
 */
async function expectSection(page: Page, text: string): Promise<void> {
  if (rendererServes) await expect.poll(async () => (await page.request.get('/cabinet/events')).text(), { timeout: 20_000 }).toContain(text);
  const anew: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.text().includes('rendered anew')) anew.push(message.text());
  };
  page.on('console', listen);
  await page.goto('/cabinet/events');
  await expect(page.getByText(text)).toBeVisible();
  await appStarted(page);
  page.off('console', listen);
  expect(anew).toEqual([]);
}

test('with a 50 % canary the users split, each on one release in every tab and after reloads; rollback ends it', async ({ browser }) => {
  const canary = await releaseCanary('События из канареечного выпуска.', 'canary-rollback');
  const listed = await delivery('releases', EVENTS);
  expect(listed.output).toContain(`* ${original()}`);
  expect(listed.output).toMatch(new RegExp(`\\* ${original()}\\s+\\S+\\s+действующий, 50 %`));
  expect(listed.output).toMatch(new RegExp(`~ ${canary}\\s+\\S+\\s+канарейка, 50 %`));

  const people = await signInEveryone(browser);
  for (const { page, onCanary } of people) {
    const text = onCanary ? 'События из канареечного выпуска.' : DESCRIPTION;
    await expectSection(page, text);
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    const tab = await page.context().newPage();
    await expectSection(tab, text);
    await tab.close();
  }

  const rolledBack = await delivery('rollback', EVENTS);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain(`канарейка ${canary} закончена`);
  expect(eventsEntry()?.canary).toBeUndefined();
  expect(liveRelease('events')).toBe(original());
  for (const { page } of people) {
    await expectSection(page, DESCRIPTION);
    await page.reload();
    await expect(page.getByText(DESCRIPTION)).toBeVisible();
    await page.context().close();
  }
});

test('promote ends the canary: everyone on the new release', async ({ browser }) => {
  const canary = await releaseCanary('События из выпуска, который станет действующим.', 'canary-promote');
  const people = await signInEveryone(browser);
  for (const { page, onCanary } of people) await expectSection(page, onCanary ? 'События из выпуска, который станет действующим.' : DESCRIPTION);

  const promoted = await delivery('promote', EVENTS, canary);
  expect(promoted.status, promoted.output).toBe(0);
  expect(liveRelease('events')).toBe(canary);
  expect(eventsEntry()?.canary).toBeUndefined();
  for (const { page } of people) {
    await expectSection(page, 'События из выпуска, который станет действующим.');
    await page.context().close();
  }
});

test('a share that is not a whole 1–99 and an unknown release are refused in Russian, changing nothing', async () => {
  const share = await delivery('release', EVENTS, '--canary', '150', '--no-build');
  expect(share.status).toBe(1);
  expect(share.output).toContain('--canary: доля пользователей — целое число процентов от 1 до 99');

  const refused = await delivery('promote', EVENTS, '9.9.9-0000000000');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('events: выпуска 9.9.9-0000000000 нет в хранилище');
  expect(liveRelease('events')).toBe(original());
  expect(eventsEntry()?.canary).toBeUndefined();
});
