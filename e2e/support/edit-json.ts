/**
 * Answers a routed request with the real server's JSON, edited (`undefined`
 * from `edit` passes the answer on as it came).
 *
 * A handler may still be waiting for the server when the test ends (a
 * refetch after the last assertion) or the page navigates away: Playwright
 * then disposes the response or ends the fetch («Test ended»), and the
 * handler's error would fail a test that passed — or the worker's next test,
 * to which Playwright reports it. Only that case is forgiven: any other error
 * still fails the test.
 */
import type { APIResponse, Route } from '@playwright/test';

const GONE = /Response has been disposed|Target page, context or browser has been closed|Route is already handled|Test ended/;

export async function editJson<T>(
  route: Route,
  edit: (body: T, response: APIResponse) => unknown,
  fetchOptions?: Parameters<Route['fetch']>[0],
): Promise<void> {
  try {
    const response = await route.fetch(fetchOptions);
    const body = (await response.json()) as T;
    const edited = edit(body, response);
    if (edited === undefined) return await route.fulfill({ response });
    await route.fulfill({ response, json: edited });
  } catch (error) {
    if (error instanceof Error && GONE.test(error.message)) return;
    throw error;
  }
}
