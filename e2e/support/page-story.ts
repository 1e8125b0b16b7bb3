/**
 * What a spec's page did, printed with a failed test's output: what the app
 * logged and each document it loaded. Under CI no trace is kept, and a
 * failure's ARIA snapshot shows where the page ended, not how: a press that
 * became a page load says which guard made it so in the app's own console
 * lines (a newer build, a remote's new release, a chunk that failed).
 */
import { test, type Page, type Request } from '@playwright/test';

/** One line of the story: when (from the test's start), what. */
function storyLine(startedAt: number, now: number, what: string): string {
  return `${((now - startedAt) / 1000).toFixed(2).padStart(7)} s  ${what}`;
}

/** A document the page's main frame asked for: a page load, not the app's own navigation. */
function isPageLoad(page: Page, request: Request): boolean {
  return request.isNavigationRequest() && request.frame() === page.mainFrame();
}

/** Follows `page` from now on: the lines of its story, growing as it goes. */
function followPage(page: Page, startedAt: number = Date.now()): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(storyLine(startedAt, Date.now(), `console.${message.type()}: ${message.text()}`)));
  page.on('request', (request) => {
    if (isPageLoad(page, request)) lines.push(storyLine(startedAt, Date.now(), `page load: ${request.method()} ${request.url()}`));
  });
  return lines;
}

/** Registers the spec's hooks: each test's page is followed, and its story printed when the test fails. */
function tellPageStoryOnFailure(): void {
  const stories = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }) => {
    stories.set(page, followPage(page));
  });
  test.afterEach(({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    console.log(`What the page did (${testInfo.title}):\n${(stories.get(page) ?? []).join('\n')}`);
  });
}

export { followPage, tellPageStoryOnFailure };
