import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type documentsTable, writeHostBuild, type HostBuild } from '../../__tests__/support/host-build.ts';
import { startIdentityApi, type IdentityApi } from '../../__tests__/support/identity-api.ts';
import { parseStoreLocation } from '../../store-location.ts';
import { fromRenderer } from '../from-renderer.ts';
import { createRenderer } from '../renderer-server.ts';

const user = { data: { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: null } };
const ORIGIN = 'https://cabinet.example.com';

let build: HostBuild;
let api: IdentityApi;
let renderer: FastifyInstance;
let rendererUrl = '';
let failing = false;

beforeAll(async () => {
  build = await writeHostBuild();
  api = await startIdentityApi(user, { renewCookie: 'laravel_session=valid; path=/; httponly' });
  await writeFile(path.join(build.hostRoot, 'config.json'), JSON.stringify({ apiBaseUrl: api.url, authMode: 'cookie' }));
  renderer = await createRenderer({
    hostRoot: build.hostRoot,
    store: parseStoreLocation(build.storeFolder),
    telemetryUrl: null,
    origin: ORIGIN,
    failing: () => failing,
    // The API's answer, however busy the machine: what the renderer makes of a slow one is ask-identity's to test.
    apiTimeoutMs: 10_000,
  });
  await renderer.listen({ port: 0, host: '127.0.0.1' });
  rendererUrl = `http://127.0.0.1:${(renderer.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await renderer?.close();
  await api?.close();
  await build?.remove();
});
beforeEach(() => {
  api.asked.length = 0;
  failing = false;
});

const load = (url: string, cookie?: string) => fetch(`${rendererUrl}${url}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const inline = (html: string, id: string) => new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? null;

describe('the renderer', () => {
  it('sends a guest to sign in before any code runs, and stores nothing', async () => {
    const answer = await load('/cabinet/events?page=2', 'XSRF-TOKEN=x');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?redirect=%2Fcabinet%2Fevents%3Fpage%3D2');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(api.asked[0]).toMatchObject({ cookie: 'XSRF-TOKEN=x', origin: ORIGIN, referer: `${ORIGIN}/` });
  });

  it('puts the signed-in visitor’s identity, the config and the registry into the document, and passes the renewed session back', async () => {
    const answer = await load('/cabinet/events', 'laravel_session=valid');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toBe('laravel_session=valid; path=/; httponly');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await answer.text();
    expect(JSON.parse(inline(html, 'cabinet-identity') ?? 'null')).toEqual({ status: 200, body: user });
    expect(JSON.parse(inline(html, 'cabinet-registry') ?? 'null')).toMatchObject({ remotes: [{ name: 'events', release: build.release }] });
    expect(JSON.parse(inline(html, 'cabinet-config') ?? 'null')).toMatchObject({ authMode: 'cookie' });
  });

  it('puts a redeployed config into the next page and its policy', async () => {
    const configFile = path.join(build.hostRoot, 'config.json');
    const before = await load('/cabinet/events', 'laravel_session=valid');
    expect(before.headers.get('content-security-policy')).not.toContain('https://rum.example.com');
    await before.text();
    await writeFile(configFile, JSON.stringify({ apiBaseUrl: api.url, authMode: 'cookie', telemetryUrl: 'https://rum.example.com/in' }));
    try {
      const after = await load('/cabinet/events', 'laravel_session=valid');
      expect(after.headers.get('content-security-policy')).toContain('https://rum.example.com');
      expect(JSON.parse(inline(await after.text(), 'cabinet-config') ?? 'null')).toMatchObject({ telemetryUrl: 'https://rum.example.com/in' });
    } finally {
      await writeFile(configFile, JSON.stringify({ apiBaseUrl: api.url, authMode: 'cookie' }));
    }
    expect((await load('/cabinet/events', 'laravel_session=valid')).headers.get('content-security-policy')).not.toContain('https://rum.example.com');
  });

  it('allows a redeployed document’s inline scripts in the next page’s policy', async () => {
    // A build's start-up script names its files: a redeploy changes it, and a policy of the documents read at
    // start refused the new one (a painted page never asked for its code).
    const appFile = path.join(build.hostRoot, 'app.html');
    const built = await readFile(appFile, 'utf8');
    const script = 'window.__deployed=2';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect((await load('/cabinet/events', 'laravel_session=valid')).headers.get('content-security-policy')).not.toContain(hash);
    await writeFile(appFile, built.replace('</body>', `<script>${script}</script></body>`));
    try {
      expect((await load('/cabinet/events', 'laravel_session=valid')).headers.get('content-security-policy')).toContain(hash);
      expect((await load('/login')).headers.get('content-security-policy')).toContain(hash);
    } finally {
      await writeFile(appFile, built);
    }
    expect((await load('/cabinet/events', 'laravel_session=valid')).headers.get('content-security-policy')).not.toContain(hash);
  });

  it('answers a redeployed build’s new page from its documents.json, with the page’s script in the policy', async () => {
    const documentsFile = path.join(build.hostRoot, 'documents.json');
    const pageFile = path.join(build.hostRoot, 'welcome.html');
    const table = await readFile(documentsFile, 'utf8');
    const script = 'window.__welcome=1';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(await (await load('/welcome')).text()).not.toContain('<title>/welcome</title>');
    const redeployed = JSON.parse(table) as typeof documentsTable;
    redeployed.prerendered.push({ path: '/welcome', file: 'welcome.html', pattern: '^/welcome/?$' });
    await writeFile(pageFile, `<!doctype html><html lang="ru"><head><title>/welcome</title><script>${script}</script></head><body></body></html>`);
    await writeFile(documentsFile, JSON.stringify(redeployed));
    try {
      const welcome = await load('/welcome');
      expect(welcome.status).toBe(200);
      expect(welcome.headers.get('content-security-policy')).toContain(hash);
      expect(await welcome.text()).toContain('<title>/welcome</title>');
    } finally {
      await writeFile(documentsFile, table);
      await rm(pageFile, { force: true });
    }
  });

  it('answers 404 for a page no route has, a signed-in visitor’s guest-only page with a redirect, and the rest as it is', async () => {
    expect((await load('/nope')).status).toBe(404);
    expect((await load('/cabinet/nope', 'laravel_session=valid')).status).toBe(404);
    const login = await load('/login?redirect=%2F%2Fevil.example', 'laravel_session=valid');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/cabinet/events');
    const guestLogin = await load('/login');
    expect(guestLogin.status).toBe(200);
    expect(await guestLogin.text()).toContain('<title>/login</title>');
    expect((await load('/verify/1/abc')).status).toBe(200);
  });

  it('never asks an address the request names', async () => {
    const answer = await fetch(`${rendererUrl}//evil.example/cabinet/events`, { redirect: 'manual', headers: { cookie: 'laravel_session=valid', host: 'evil.example' } });
    expect(answer.status).toBe(404);
    expect(api.asked).toHaveLength(1);
    expect(api.asked[0]?.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});

describe('a static server passing page loads to it', () => {
  it('returns the renderer’s answer with its status, redirect and cookies', async () => {
    const answer = await fromRenderer(rendererUrl, '/cabinet/events', 'GET', { cookie: 'laravel_session=valid', accept: 'text/html' });
    expect(answer?.status).toBe(200);
    expect(answer?.headers['set-cookie']).toEqual(['laravel_session=valid; path=/; httponly']);
    const redirect = await fromRenderer(rendererUrl, '/cabinet', 'GET', {});
    expect(redirect).toMatchObject({ status: 302, headers: { location: '/login?redirect=%2Fcabinet' } });
  });

  it('gets nothing from a renderer that fails or is not there, and serves its own document', async () => {
    failing = true;
    expect(await fromRenderer(rendererUrl, '/cabinet/events', 'GET', {})).toBeNull();
    expect(await fromRenderer('http://127.0.0.1:1', '/cabinet/events', 'GET', {})).toBeNull();
  });
});
