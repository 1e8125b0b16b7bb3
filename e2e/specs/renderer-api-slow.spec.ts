/**
 * The API slow for the renderer: it waits for the page's data no longer than
 * its bound (2 s in the suites, 300 ms by default), then sends the layout it
 * could paint, and the browser fetches the data itself — a usable page, with
 * no console error and no hydration difference. The renderer's answer is
 * asked of it directly (`rendererAnswer`); the page the browser gets goes
 * through the host's server, which may send its static document instead when
 * a busy machine makes the renderer late — usable too.
 *
 * The slowness is real: the config points the API address at a proxy in
 * front of the reference API, which holds every request of the renderer's
 * but the identity for longer than the bound, and passes the browser's at
 * once. It answers as an API at its own address would: the storage addresses
 * in its JSON (the covers) are its own, which the page's policy then allows.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { demoUser, signInThroughApi } from '../support/auth.ts';
import { restoresRuntimeConfig, setRuntimeConfig } from '../support/config.ts';
import { recordConsole } from '../support/console.ts';
import { appStarted, rendererAnswer } from '../support/renderer.ts';
import { apiUrl } from '../support/urls.ts';

restoresRuntimeConfig();

/** Longer than the renderer's bound for the API in the suites (CABINET_RENDERER_API_TIMEOUT_MS, 2 s). */
const HELD_MS = 3_500;
const UPCOMING = 'Вебинар «Новые возможности личного кабинета»';

/** The renderer's requests carry no browser's User-Agent; its identity question is let through. */
const heldForTheRenderer = (incoming: IncomingMessage) => !/Chrome/.test(incoming.headers['user-agent'] ?? '') && !(incoming.url ?? '').startsWith('/api/cabinet/user');

/** A proxy to the reference API that holds what `held` picks for HELD_MS. */
async function slowApi(held: (incoming: IncomingMessage) => boolean): Promise<{ url: string; server: Server }> {
  const target = new URL(apiUrl);
  let own = '';
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      if (outgoing.destroyed) return;
      const { 'accept-encoding': _encoding, ...headers } = incoming.headers;
      const upstream = request({ hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...headers, host: target.host } }, (answer) => {
        if (!String(answer.headers['content-type']).includes('json')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replaceAll(target.origin, own));
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      });
      // The renderer gave up on a held answer and closed its connection: nothing is left to send it.
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (held(incoming)) setTimeout(forward, HELD_MS);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  own = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { url: own, server };
}

test('the API slow for the renderer: the layout arrives painted without the data, which the browser fetches', async ({ page }) => {
  const api = await slowApi(heldForTheRenderer);
  try {
    await setRuntimeConfig(page, { apiBaseUrl: api.url });
    await signInThroughApi(page);
    const answer = await rendererAnswer(page, '/cabinet/events');
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('<div id="root" data-rendered="">');
    expect(html).toContain(demoUser.name);
    // The list was late: not in the document.
    expect(html).not.toContain(UPCOMING);

    const log = recordConsole(page);
    await page.goto('/cabinet/events');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('link', { name: UPCOMING })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
    expect(log.texts('warning').filter((text) => text.includes('rendered anew'))).toEqual([]);
    expect(log.appErrors()).toEqual([]);
  } finally {
    api.server.closeAllConnections();
    await new Promise((resolve) => api.server.close(resolve));
  }
});
