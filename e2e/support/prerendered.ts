import { expect, type Page } from '@playwright/test';

/**
 * Holds a prerendered document's code (`landing`, `guest`, the cabinet
 * document's `main`) until `release()`: the page is its prerendered HTML
 * until then, as on a slow line.
 */
export async function holdPageCode(page: Page, entry: 'landing' | 'guest' | 'main'): Promise<() => void> {
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

/**
 * A prerendered document (the landing, a guest page) asks for its code after
 * its first paint, so its `load` event may come before the app runs: a check
 * of what the app does (or does not ask for) waits until it has taken the
 * page over.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}
