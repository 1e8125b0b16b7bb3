/**
 * A lost connection (issue 32, its first step): an open tab keeps its page
 * and the data it holds, says from when that data is, and disables what
 * needs the network — with the reason — until the connection returns; and
 * the cabinet can be added to a phone's home screen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { expectNoAxeViolations, switchColorScheme } from '../support/axe.ts';
import { launchOptions } from '../support/chromium.ts';
import { appStarted } from '../support/renderer.ts';
import { hostUrl } from '../support/urls.ts';

const OFFLINE_REASON = 'Нет связи: это действие станет доступно, когда связь вернётся.';
const LECTURE = 'Лекция «Искусственный интеллект в повседневной работе»';

test('a tab that loses its connection keeps its pages, says from when their data is, and disables what needs the network until it returns', async ({ page, context }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/events');
  await appStarted(page);
  await page.getByRole('link', { name: LECTURE }).click();
  const mark = page.getByRole('button', { name: 'Отметиться' });
  await expect(mark).toBeEnabled();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: /^Нет связи — показаны данные от \d{1,2} [а-я]+ в \d{2}:\d{2}$/ });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: LECTURE })).toBeVisible();
  await expect(mark).toBeDisabled();
  await expect(mark).toHaveAccessibleDescription(OFFLINE_REASON);
  // The banner and the reason read as well as the rest of the page, in both colour modes.
  await expectNoAxeViolations(page);
  await switchColorScheme(page, 'dark');
  await expectNoAxeViolations(page);
  await switchColorScheme(page, 'light');
  // The list the tab holds is shown again, offline.
  await page.getByRole('link', { name: 'Ко всем событиям' }).click();
  await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('link', { name: LECTURE })).toBeVisible();
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await page.getByRole('link', { name: LECTURE }).click();
  await expect(mark).toBeEnabled();
  await expect(mark).not.toHaveAccessibleDescription(OFFLINE_REASON);
});

test('a form keeps what was typed offline, sends nothing, and is sent by the user once the connection returns', async ({ page, context }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/profile');
  await appStarted(page);
  const message = page.getByRole('form', { name: 'Сообщение оператору' });
  await message.getByRole('textbox', { name: 'Тема' }).fill('Вопрос без связи');
  await message.getByRole('textbox', { name: 'Сообщение' }).fill('Напишу, когда появится связь.');
  await context.setOffline(true);
  const send = message.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(OFFLINE_REASON);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('send-message')) sent.push(request.url());
  });
  await context.setOffline(false);
  await expect(send).toBeEnabled();
  expect(sent).toEqual([]);
  await expect(message.getByRole('textbox', { name: 'Тема' })).toHaveValue('Вопрос без связи');
});

// Chromium tells why a page cannot be installed; a test's context is incognito, where nothing is: this one is a profile.
test('the cabinet can be added to a phone’s home screen: its manifest, Russian names, icons, colours of both modes and service worker', async ({ playwright }) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'cabinet-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL: hostUrl, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughApi(page);
    await page.goto('/cabinet');
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    // Its service worker (issue 32) runs for the cabinet's pages alone: the landing and the guest pages are outside it.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: `${hostUrl}/cabinet`, script: `${hostUrl}/sw.js` });
    const { data } = await cdp.send('Page.getAppManifest');
    const manifest = JSON.parse(data ?? '{}') as { name: string; short_name: string; lang: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Личный кабинет', short_name: 'Кабинет', lang: 'ru', start_url: '/cabinet' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const colours = await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`));
    expect(colours).toEqual(['(prefers-color-scheme: light) #ffffff', '(prefers-color-scheme: dark) #0a0a0a']);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
