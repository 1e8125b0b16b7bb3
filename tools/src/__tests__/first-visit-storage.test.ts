/**
 * A signed-in Lighthouse run starts as a first visit with a session: what an
 * earlier load left of the offline layer (a service worker, its caches, the
 * kept data) is gone, the session's cookie stays. Tested in Chromium, which runs them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../../e2e/support/chromium.ts';
import { forgetOfflineState } from '../first-visit-storage.ts';

const page = `<!doctype html><title>x</title><script>
document.cookie = 'session=kept; path=/';
window.left = (async () => {
  await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  await (await caches.open('precache')).put('/x', new Response('x'));
  await new Promise((resolve) => { const open = indexedDB.open('kept-data'); open.onsuccess = () => { open.result.close(); resolve(); }; });
})();
</script>`;

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const worker = request.url === '/sw.js';
    response.writeHead(200, { 'content-type': worker ? 'text/javascript' : 'text/html' });
    response.end(worker ? "self.addEventListener('install', () => self.skipWaiting());" : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunch());
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** How many service workers, caches and IndexedDB databases the tab's origin has. */
const storageOf = (tab: Page) =>
  tab.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
    databases: (await indexedDB.databases()).length,
  }));

describe('a signed-in run starts as a first visit', () => {
  it("forgets the service worker, its caches and the kept data of the app's origin, and keeps the session's cookie", async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(origin);
    await tab.evaluate(() => (window as unknown as { left: Promise<void> }).left);
    expect(await storageOf(tab)).toEqual({ workers: 1, caches: 1, databases: 1 });

    const cdp = await context.newCDPSession(tab);
    await forgetOfflineState(cdp, origin);
    await cdp.detach();

    expect(await storageOf(tab)).toEqual({ workers: 0, caches: 0, databases: 0 });
    expect((await context.cookies(origin)).map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(['session=kept']);
    await context.close();
  });
});
