import type { Page } from '@playwright/test';

/**
 * Holds a prerendered document's code (`landing`, `guest`) until `release()`:
 * the page is its prerendered HTML until then, as on a slow line.
 */
export async function holdPageCode(page: Page, entry: 'landing' | 'guest'): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/static/js/${entry}\\.[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
