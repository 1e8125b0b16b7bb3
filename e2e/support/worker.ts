/** The cabinet's service worker (issue 32) as the offline specs see it: whether it controls a page, what it keeps. */
import type { Page } from '@playwright/test';

/** The worker installs (a build precached) and fetches releases ahead in the background: on a busy machine, seconds. */
export const WORKER_WORK = { timeout: 30_000 };

/** The page's service worker controls it (it takes over the page that registered it). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the worker keeps `url` (the page and the worker share their caches). */
export function kept(page: Page, url: string): Promise<boolean> {
  return page.evaluate((key) => caches.match(key).then((response) => response !== undefined), url);
}
