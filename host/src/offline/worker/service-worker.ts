/**
 * The cabinet's service worker (built on its own into dist/sw.js by
 * rspack/worker.ts, from host/rspack.landing.config.ts; scope /cabinet, so
 * the landing and the guest pages stay outside it). Workbox does the caching:
 *
 * - the host's build — its app document, every script and style, the web app
 *   manifest and icons — precached per build (the list is put in by
 *   host/build/write-worker-precache.ts);
 * - every content-hashed file a page loads — the host's and each release's
 *   (a release's folder never changes) — kept from its first load;
 * - the config, registries, records, a release's manifest and entry: the
 *   network first, the kept copy only with no connection;
 * - a cabinet page load: the network first (the renderer's page or the
 *   static document, never stored: it is the visitor's own); with no
 *   network, the kept shell — the app document with the config and the
 *   registry the person's tab last ran, which its tab sends here;
 * - the releases the tabs run, fetched ahead and dropped when no tab runs
 *   them (./keep-releases.ts).
 *
 * The API's answers are never stored here: the app keeps the person's data
 * itself, wiped when they sign out (../kept-data.ts). A new worker takes
 * over at once; the page it controls goes on with the build it runs until
 * its next navigation, as the build-manifest guard decides.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { followReleases } from './keep-releases.ts';
import { isCabinetDocument, isHashedFile, isListedFile, shellWith } from './worker-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The app document as precached: the shell's source. */
const APP_DOCUMENT = '/app.html';
const SHELL_CACHE = 'cabinet-shell';
const shellPart = (name: 'config' | 'registry') => new URL(`/.cabinet-shell/${name}`, self.location.origin).href;
/** A flaky connection is given this long before the kept copy answers. */
const NETWORK_WAIT_S = 5;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * A `<script>` or stylesheet of another origin (a release's) is asked for without CORS: its answer would be
 * opaque, a 404 indistinguishable from the file, and kept for good. Asked with CORS (the release store
 * answers every origin), its status is known and only a file is kept.
 */
const withCors = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

registerRoute(
  ({ request }) => isHashedFile(request),
  new CacheFirst({
    cacheName: 'cabinet-files',
    plugins: [withCors, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

/**
 * The kept copy answers only with no connection. Online, a server that fails is the page's to see, as without
 * a worker: a remote that is down shows its section's fallback with «Повторить», not last week's copy.
 */
const onlyOffline = { cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => (self.navigator.onLine ? null : (cachedResponse ?? null)) };

registerRoute(
  ({ request }) => isListedFile(request, self.location.origin),
  new NetworkFirst({
    cacheName: 'cabinet-lists',
    networkTimeoutSeconds: NETWORK_WAIT_S,
    plugins: [withCors, onlyOffline, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_WAIT_S });

async function keptPart(name: 'config' | 'registry'): Promise<unknown> {
  const response = await caches.open(SHELL_CACHE).then((cache) => cache.match(shellPart(name)));
  return response ? response.json() : undefined;
}

/** The app document with what the person's tab last ran put inline; undefined before the precache holds it. */
async function offlineShell(): Promise<Response | undefined> {
  const document = await matchPrecache(APP_DOCUMENT);
  if (!document) return undefined;
  const [config, registry] = await Promise.all([keptPart('config'), keptPart('registry')]);
  const headers = new Headers(document.headers);
  headers.set('cache-control', 'no-store');
  return new Response(shellWith(await document.text(), { config, registry }), { status: 200, headers });
}

registerRoute(
  ({ request }) => isCabinetDocument(request, self.location.origin),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      return (await offlineShell()) ?? Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  },
);

interface ShellMessage {
  type: 'cabinet-shell';
  config: unknown;
  registry: unknown;
  /** The releases the tab runs or would load next (their manifests). */
  releases?: unknown;
}

const isShellMessage = (data: unknown): data is ShellMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'cabinet-shell';

const manifestUrls = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && /^https?:\/\/[^?#]+\/mf-manifest\.json$/.test(url)) : [];

// A tab says what it runs (at its start, and when the registry changes): the shell starts the same, and the
// releases it names are kept (./keep-releases.ts).
self.addEventListener('message', (event) => {
  if (!isShellMessage(event.data)) return;
  const { config, registry, releases } = event.data;
  const tab = event.source && 'id' in event.source ? event.source.id : '';
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        Promise.all([cache.put(shellPart('config'), Response.json(config)), cache.put(shellPart('registry'), Response.json(registry))]),
      )
      .then(() => followReleases(tab, manifestUrls(releases))),
  );
});
