/**
 * A remote's standalone page (its own bootstrap, providers and dev sign-in)
 * loads in Chromium and shows its section after signing in, against the
 * remote's own mock API: the session of @cabinet/testing and the remote's
 * domain (src/testing/<name>-domain.ts), answered through msw's getResponse.
 */
import { expect, test, type Route } from '@playwright/test';
import { getResponse, type HttpHandler } from 'msw';
import { createMockApi, type TestDomain } from '@cabinet/testing';
import manifest from '../../apps.json' with { type: 'json' };
import { recordConsole } from '../support/console.ts';
import { apiUrl, remoteUrl } from '../support/urls.ts';

const name = process.env.CABINET_REMOTE ?? 'events';
const remote = manifest.remotes.find((candidate) => candidate.name === name);
// The standalone page talks to the API address its build was given (no runtime config there): :8000, moved by CABINET_PORT_OFFSET.
const API = apiUrl;

async function remoteDomain(): Promise<TestDomain> {
  const module = (await import(`../../remotes/${name}/src/testing/${name}-domain.ts`)) as Record<string, unknown>;
  const domain = Object.entries(module).find(([key]) => key.endsWith('Domain'))?.[1];
  if (!domain) throw new Error(`remotes/${name}/src/testing/${name}-domain.ts exports no …Domain`);
  return domain as TestDomain;
}

async function answer(route: Route, handlers: HttpHandler[]): Promise<void> {
  const request = route.request();
  const origin = remoteUrl(name);
  const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': 'accept, content-type, x-xsrf-token, authorization', 'access-control-allow-methods': 'GET, POST, PUT, DELETE' };
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const body = request.postDataBuffer();
  const response = await getResponse(
    handlers,
    new Request(request.url(), { method: request.method(), headers: await request.allHeaders(), ...(body ? { body: new Uint8Array(body) } : {}) }),
  );
  if (!response) return route.fulfill({ status: 404, headers: cors, json: { message: `No mock for ${request.method()} ${request.url()}` } });
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
}

test(`the ${name} remote's standalone page signs in and shows its section`, async ({ page }) => {
  const { handlers } = createMockApi({ domains: [await remoteDomain()], signedIn: false });
  await page.route(`${API}/**`, (route) => answer(route, handlers));
  const log = recordConsole(page);

  await page.goto(`/cabinet/${name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход для автономного режима' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: remote?.title })).toBeVisible();
  // The identity check before signing in is a 401 the page expects; nothing else may fail.
  expect(log.appErrors().filter((text) => !text.includes('401'))).toEqual([]);
});
