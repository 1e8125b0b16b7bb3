/**
 * A failed offline spec prints what its page did (support/page-story.ts):
 * the app's console lines and each page load — not the app's own
 * navigations, which are no page load.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../chromium.ts';
import { followPage } from '../page-story.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunch());
});

afterAll(async () => {
  await browser.close();
});

const SITE = 'http://story.test';

it('tells the console lines and the page loads of the main frame, in order: not a history navigation, not a fetch', async () => {
  const page = await browser.newPage();
  await page.route(`${SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>console.info('loaded ' + location.pathname); fetch('/data')</script><a href="/next">next</a><button onclick="history.pushState(null, '', '/in-app')">in app</button>`,
    }),
  );
  const story = followPage(page);
  await page.goto(`${SITE}/`);
  await page.getByRole('button', { name: 'in app' }).click();
  await page.getByRole('link', { name: 'next' }).click();
  await expect.poll(() => story.length).toBe(4);
  expect(story.map((line) => line.replace(/^ *\d+\.\d\d s {2}/, ''))).toEqual([
    `page load: GET ${SITE}/`,
    'console.info: loaded /',
    `page load: GET ${SITE}/next`,
    'console.info: loaded /next',
  ]);
  await page.close();
}, 30_000);
