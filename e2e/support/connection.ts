import type { Page } from '@playwright/test';

/** What `navigator.connection` says in `page` (Chromium's Network Information API), from its first script on. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/**
 * A second after start a tab checks the build manifest and the registry
 * again (reload-guards/manifest-guard.ts, federation/remote-release-reload.tsx),
 * composing the registry from every team's releases.json — unless the
 * connection is very slow (slow-2g). A spec that counts what a page load asks
 * for says it is: a page that lives past that second on a busy machine would
 * count the check's requests too.
 */
export function withoutFirstChecks(page: Page): Promise<void> {
  return emulateConnection(page, { effectiveType: 'slow-2g', saveData: false });
}
