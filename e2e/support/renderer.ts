import type { Page } from '@playwright/test';

/**
 * Whether this suite's page loads go through the renderer (serving/src/renderer),
 * behind the Node server or nginx: everywhere but the static smoke set
 * (e2e/static, `CABINET_RENDERER=off`).
 */
export const rendererServes = process.env.CABINET_RENDERER !== 'off';

/**
 * Makes `page` ask the API for the identity itself, as it does when the
 * renderer could not tell (the API slow, the renderer down): the identity the
 * renderer put inline is blanked as the parser inserts it, before the head
 * script reads it. For a spec about how the page takes the identity's answer
 * (a retry, a field it does not know), which it edits with `page.route`.
 */
export async function pageAsksIdentity(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const inline = document.getElementById('cabinet-identity');
      if (!inline) return;
      inline.textContent = '';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
