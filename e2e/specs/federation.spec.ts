import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { sections } from '../support/cabinet.ts';
import { controlApp } from '../support/control.ts';
import { appStarted } from '../support/renderer.ts';



test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('each remote renders inside the host', async ({ page }) => {
  for (const { name, title } of sections) {
    await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/cabinet/${name}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('the browser evaluates each singleton once', async ({ page }) => {
  // Every remote loaded into one page: the first painted (its code then loads), the others opened in the app, and the
  // first again, its heading now the browser's (so its remote has run).
  const [first, ...others] = sections;
  if (!first) throw new Error('No section');
  await page.goto(`/cabinet/${first.name}`);
  await appStarted(page);
  for (const { name, title } of [...others, first]) {
    await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/cabinet/${name}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const copies = await page.evaluate(() => {
    type Loaded = { loaded?: boolean; lib?: unknown };
    type Shared = Loaded & { from: string; treeShaking?: Loaded };
    const scope = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__?.__SHARE__;
    const result: Record<string, { loaded: number; providers: string[] }> = {};
    for (const instance of Object.values(scope ?? {})) {
      for (const packages of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          const entry = (result[pkg] ??= { loaded: 0, providers: [] });
          for (const shared of Object.values(versions)) {
            // A tree-shaken build of a package is recorded under `treeShaking`.
            for (const copy of [shared, shared.treeShaking]) {
              if (copy?.loaded || copy?.lib) {
                entry.loaded += 1;
                entry.providers.push(shared.from);
              }
            }
          }
        }
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@cabinet/runtime']) {
    expect(copies[pkg]?.loaded, `${pkg}: ${JSON.stringify(copies[pkg])}`).toBe(1);
  }
  // sonner loads with the first toast: none was raised here.
  expect(copies.sonner?.loaded ?? 0, JSON.stringify(copies.sonner)).toBe(0);
  // The runtime counts its own evaluations (shared/runtime/src/federation/evaluation.ts).
  expect(await page.evaluate(() => (globalThis as { __CABINET_RUNTIME_EVALUATIONS__?: number }).__CABINET_RUNTIME_EVALUATIONS__)).toBe(1);
});

test('a stopped remote shows its fallback while the others work, and retry recovers it', async ({ page }) => {
  await controlApp('notifications', 'stop');
  try {
    await page.goto('/cabinet/notifications');
    await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Разделы кабинета' });
    for (const { title } of sections.filter((s) => s.name !== 'notifications')) {
      await nav.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Уведомления' }).click();
    await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
    await controlApp('notifications', 'start');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  } finally {
    await controlApp('notifications', 'start');
  }
});

test('a remote answering 500 shows its fallback and recovers on retry', async ({ page }) => {
  await controlApp('polls', 'fail');
  try {
    await page.goto('/cabinet/polls');
    await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible();
    await controlApp('polls', 'heal');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Опросы' })).toBeVisible();
  } finally {
    await controlApp('polls', 'heal');
  }
});
