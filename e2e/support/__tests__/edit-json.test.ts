/**
 * A route handler whose fetch the end of its test cut short is forgiven: a CI
 * run reported such a leftover as the worker's next test failing («route.fetch:
 * Test ended.»). Any other error still fails.
 */
import { expect, it } from 'vitest';
import type { Route } from '@playwright/test';
import { editJson } from '../edit-json.ts';

function routeFailingWith(message: string): Route {
  const fetch = () => Promise.reject(new Error(message));
  return { fetch } as unknown as Route;
}

it.each([
  'route.fetch: Test ended.',
  'route.fetch: Target page, context or browser has been closed',
  'apiResponse.json: Response has been disposed',
])('forgives a handler cut short by the end of its test: %s', async (message) => {
  await expect(editJson(routeFailingWith(message), (body) => body)).resolves.toBeUndefined();
});

it('lets any other error fail the test', async () => {
  await expect(editJson(routeFailingWith('route.fetch: net::ERR_CONNECTION_REFUSED'), (body) => body)).rejects.toThrow(
    'ERR_CONNECTION_REFUSED',
  );
});
