import { expect, test } from '@playwright/test';
import { appTookOver } from '../support/prerendered.ts';
import { hostUrl } from '../support/urls.ts';

test('the landing HTML carries its content before any JS runs', async ({ request }) => {
  const response = await request.get(`${hostUrl}/`);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain('data-prerendered="landing"');
  expect(html).toContain('Личный кабинет');
  expect(html).toContain('Зарегистрироваться');
});

test('the landing loads neither the federation runtime nor the session', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /remoteEntry|mf-manifest|remotes\.json|releases\.json|\/api\/cabinet\/user/.test(url))).toEqual([]);
  expect(await page.evaluate(() => 'FEDERATION' in globalThis || '__FEDERATION__' in globalThis)).toBe(false);
});

test('the landing hydrates without a console error and leads into the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await appTookOver(page);
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible();
});
