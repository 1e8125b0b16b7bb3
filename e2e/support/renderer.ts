import type { Page } from '@playwright/test';
import { hostUrl, rendererUrl } from './urls.ts';

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
 * script reads it, and the page it painted is rendered anew rather than
 * hydrated, as an unpainted one is. For a spec about how the page takes the
 * identity's answer (a retry, a field it does not know), which it edits with
 * `page.route`.
 */
export async function pageAsksIdentity(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const inline = document.getElementById('cabinet-identity');
      const root = document.getElementById('root');
      if (inline) inline.textContent = '';
      root?.removeAttribute('data-rendered');
      if (root) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Makes `page` render its cabinet pages in the browser, which then fetches their data itself, as it does when the
 * renderer could not paint them: for a spec about how the browser shows the API's answers to its own requests,
 * which it edits with `page.route` (the renderer asks the API from the server, where no route of the page reaches).
 */
export async function pageFetchesItsData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root) return;
      root.removeAttribute('data-rendered');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Keeps the first element matching `selector` that the parser inserts, as
 * `window.__painted`: the renderer's, before any script of the page runs.
 * A page that hydrates keeps that very element; one rendered anew replaces it.
 */
export async function keepPainted(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((_records, observer) => {
      const found = document.querySelector(wanted);
      if (!found) return;
      (window as { __painted?: Element }).__painted = found;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Holds the app's code back until the returned function is called: the page is painted, not yet hydrated,
 * while the test presses, follows or focuses something on it.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the page's React root has started (hydrated or rendered) on #root. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The renderer's own answer to `path` for the visitor signed in on `page`, asked of it directly: the host's
 * server in front of it sends its static document when the renderer takes longer than 2.5 s, which a spec
 * that holds the renderer near its bounds may reach on a busy machine.
 */
export async function rendererAnswer(page: Page, path: string): Promise<Response> {
  const cookie = (await page.context().cookies(hostUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
  return fetch(`${rendererUrl}${path}`, { headers: { cookie, accept: 'text/html' } });
}
