/**
 * What the Laravel suite adds to e2e/support: accounts verified through
 * Laravel's own signed link, and the English words of Laravel's exception
 * handler, which a screen must never show.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { mailLink, newUser, registerThroughApi, type TestUser } from '../../support/api.ts';
import { apiUrl } from '../../support/urls.ts';

/**
 * Opens the mailed verification link's query against the API exactly as the
 * link carries it (Laravel's `signed` middleware hashes the query in the
 * order it arrives).
 */
export async function verifyThroughApi(link: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/cabinet/verify/email${new URL(link).search}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Has the example app mail the verification link again in another shape
 * (`cabinet.verification_link`): `path` carries id and hash in the path only,
 * `/verify/{id}/{hash}?expires&signature`, as Laravel's own mail does.
 */
export async function mailVerificationLinkAgain(email: string, link: 'query' | 'path'): Promise<void> {
  const response = await fetch(`${apiUrl}/_dev/verification-mail`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, link }),
  });
  expect(response.status, await response.text()).toBe(204);
}

/** A new account, registered and verified without the UI, for tests that must not share the demo user. */
export async function registerVerifiedUser(prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  await registerThroughApi(user);
  await verifyThroughApi(await mailLink(user.email, 'Подтвердите email'));
  return user;
}

/**
 * What Laravel 8's handler and middleware say in English (and the client's
 * `HTTP 404` for an empty message): none of it may reach a screen.
 */
export const laravelEnglish =
  /The given data was invalid|No query results for model|Invalid signature|Too Many Attempts|CSRF token mismatch|Server Error|Unauthenticated|This action is unauthorized|HTTP \d{3}/;

export async function expectNoLaravelEnglish(page: Page): Promise<void> {
  await expect(page.getByText(laravelEnglish)).toHaveCount(0);
}

/** The toasts' region (sonner's, labelled with its F8 hotkey). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /F8/ });
}

/**
 * Waits until no API request has been under way for `quietMs`. Laravel sends
 * a fresh XSRF-TOKEN with every response to the SPA, so a test that spoils
 * the cookie must do it after the last one.
 */
export async function apiSettled(page: Page, quietMs = 600): Promise<void> {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const isApi = (request: Request) => request.url().startsWith(apiUrl);
  const started = (request: Request) => {
    if (!isApi(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => pending.size === 0 && Date.now() - lastActivity >= quietMs, { intervals: [100], message: 'API quiet' })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
