import { describe, expect, it } from 'vitest';
import { ALL_TABLES, createTestApp, guest, json, signedIn, snapshot, type TestClient } from '../../../testing/test-app.ts';

const REFUSED = { message: 'Запрос отклонён: это действие можно выполнить только из кабинета.' };

/** What Chromium sends for a link or a form on another site, followed in the top-level window. */
const CROSS_SITE_NAVIGATION = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  referer: 'https://evil.example/',
};

/** What the app's own fetch() sends from http://localhost:3000 to the API on localhost:8000. */
const APP_FETCH = {
  origin: 'http://localhost:3000',
  'sec-fetch-site': 'same-site',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
  referer: 'http://localhost:3000/',
};

/** The three state-changing GETs of the contract (SPEC §7). */
const STATE_CHANGING_GETS = [
  ['an event mark', '/api/cabinet/events/30/mark'],
  ['a notification mark', '/api/cabinet/notifications/40/mark'],
  ['a poll start', '/api/cabinet/polls/2/start'],
] as const;

const get = (client: TestClient, url: string, headers: Record<string, string>) => client.request({ method: 'GET', url, headers });

describe.each(STATE_CHANGING_GETS)('GET of %s', (_name, url) => {
  it('refuses a cross-site navigation with 403 and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await get(client, url, CROSS_SITE_NAVIGATION);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual(REFUSED);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it.each([
    ['a same-site navigation (another port of localhost)', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
    ['a navigation in a frame', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'nested-navigate' }],
    ['an <img> of another page', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    ['a fetch from an origin that is not the app', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }],
    ['a fetch from a sandboxed page (Origin: null)', { origin: 'null', 'sec-fetch-mode': 'cors' }],
    ['an older browser following a link from another site', { referer: 'https://evil.example/page' }],
    ['a request whose Referer is not a URL', { referer: 'nonsense' }],
  ])('refuses %s with 403', async (_case, headers) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await get(client, url, headers);
    expect(response.statusCode).toBe(403);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it("serves the app's own fetch in cookie mode", async () => {
    const client = await signedIn();
    expect((await get(client, url, APP_FETCH)).statusCode).toBe(200);
  });

  it("serves the app's own fetch in token mode", async () => {
    const client = await guest();
    const login = await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password', device_name: 'web' });
    const response = await client.app.inject({
      method: 'GET',
      url,
      headers: { ...APP_FETCH, origin: 'http://127.0.0.1:3003', authorization: `Bearer ${String(json(login).token)}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('serves the app from an allowed origin on another site', async () => {
    const client = await signedIn(await createTestApp({ allowedOrigins: ['https://cabinet.example'] }));
    const response = await get(client, url, { origin: 'https://cabinet.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' });
    expect(response.statusCode).toBe(200);
  });

  it('serves a client that is not a browser (no Origin, no Sec-Fetch headers)', async () => {
    const client = await signedIn();
    expect((await client.get(url)).statusCode).toBe(200);
  });
});

describe('/_dev/* helpers', () => {
  it('refuse a cross-site text/plain form posting to /_dev/reset, and reset nothing', async () => {
    const client = await signedIn();
    await client.put('/api/cabinet/user/update', { name: 'Изменено' });
    const response = await client.app.inject({
      method: 'POST',
      url: '/_dev/reset',
      payload: 'x=1',
      headers: { ...CROSS_SITE_NAVIGATION, origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual(REFUSED);
    expect(client.app.users.findById(1)?.name).toBe('Изменено');
  });

  it.each([
    ['GET', '/_dev/mail'],
    ['DELETE', '/_dev/sessions'],
    ['POST', '/_dev/reset'],
  ] as const)('refuse %s %s from a page of another origin', async (method, url) => {
    const client = await signedIn();
    const response = await client.app.inject({ method, url, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' } });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(200);
  });

  it('serve the e2e helpers calling from Node (fetch sends Sec-Fetch-Mode: cors, no Origin)', async () => {
    const client = await signedIn();
    const node = { 'sec-fetch-mode': 'cors', 'user-agent': 'node' };
    expect((await client.app.inject({ method: 'GET', url: '/_dev/mail', headers: node })).statusCode).toBe(200);
    expect((await client.app.inject({ method: 'DELETE', url: '/_dev/sessions', headers: node })).statusCode).toBe(204);
  });

  it.each(['/_dev/mail', '/_dev/health'])('open %s to a person who types its address, and not to a link on another site', async (url) => {
    const client = await signedIn();
    const typed = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' };
    expect((await client.app.inject({ method: 'GET', url, headers: typed })).statusCode).toBe(200);
    const linked = { ...typed, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' };
    expect((await client.app.inject({ method: 'GET', url, headers: linked })).statusCode).toBe(403);
    expect((await client.app.inject({ method: 'POST', url: '/_dev/reset', headers: typed })).statusCode).toBe(403);
  });

  it('do not exist in production, even when asked for', async () => {
    const app = await createTestApp({ devEndpoints: true, production: true });
    expect((await app.inject({ method: 'GET', url: '/_dev/mail' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/_dev/reset' })).statusCode).toBe(404);
    const { optionsFromEnv } = await import('../../../options.ts');
    expect(optionsFromEnv({ NODE_ENV: 'production', CABINET_DEV_ENDPOINTS: '1' })).toMatchObject({ production: true, devEndpoints: false });
  });
});
