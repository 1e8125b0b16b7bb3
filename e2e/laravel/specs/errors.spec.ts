/**
 * Screens speak Russian whatever Laravel says (issue 10, item 6): its
 * production 500 body `{"message":"Server Error"}`, and the empty message of
 * a route it does not have (`{"message":""}`, which the client would show as
 * «HTTP 404»). Both answers are Laravel's own: the 500 body is what its
 * handler renders without APP_DEBUG, and the unknown route is a real request
 * to a path the app does not define.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth.ts';
import { apiUrl, corsHeaders } from '../../support/api.ts';
import { editJson } from '../../support/edit-json.ts';
import { expectNoLaravelEnglish } from '../support/laravel.ts';

const isEventsList = (url: URL) => url.origin === apiUrl && url.pathname === '/api/cabinet/events';

test('Laravel\'s «Server Error» on a list becomes a Russian error state', async ({ page }) => {
  await signIn(page);
  await page.route(isEventsList, (route) =>
    route.fulfill({ status: 500, headers: corsHeaders, body: JSON.stringify({ message: 'Server Error' }) }),
  );
  await page.goto('/cabinet/events');
  await expect(page.getByText('Не удалось загрузить события')).toBeVisible();
  await expectNoLaravelEnglish(page);
});

test('a route Laravel does not have (`{"message":""}`) is not shown as «HTTP 404»', async ({ page }) => {
  await signIn(page);
  // Laravel's answer is read as it passes, not from the page afterwards: a page that was
  // signed in on this address may ask for the list and leave before the body is read.
  const answers: { status: number; body: unknown }[] = [];
  await page.route(isEventsList, (route) =>
    editJson<unknown>(route, (body, response) => void answers.push({ status: response.status(), body }), { url: `${apiUrl}/api/cabinet/no-such-route` }),
  );
  await page.goto('/cabinet/events');
  await expect(page.getByText('Не удалось загрузить события')).toBeVisible();
  expect(answers[0]).toEqual({ status: 404, body: { message: '' } });
  await expectNoLaravelEnglish(page);
});
