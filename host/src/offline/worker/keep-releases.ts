/**
 * The releases the service worker keeps, following what the tabs run: each
 * tab says (at its start and whenever it reads the registry) which releases
 * it runs or would load next — the live one, its canary, a preview. A release
 * not kept yet is fetched in the background (./release-files.ts), so that it
 * opens offline before its section was opened online; a release no open tab
 * names any more, nor the newest message (what the shell starts offline), is
 * dropped. What it knows of the tabs is kept beside the shell: a worker is
 * stopped when idle and starts anew.
 */
import { releaseFiles, releaseFolder } from './release-files.ts';

declare const self: ServiceWorkerGlobalScope;

const FILES_CACHE = 'cabinet-files';
const LISTS_CACHE = 'cabinet-lists';
const STATE_CACHE = 'cabinet-shell';

interface KeptReleases {
  /** Each open tab's releases (their manifests), by the tab's client id. */
  tabs: Record<string, string[]>;
  /** The newest message's: what a page opened offline starts. */
  newest: string[];
  /** Every release folder kept so far: a file under one of them belongs to it. */
  folders: string[];
}

const stateUrl = (): string => new URL('/.cabinet-shell/releases', self.location.origin).href;
const isHashed = (url: string): boolean => /(?:^|\/)static\//.test(new URL(url).pathname);

async function readKept(): Promise<KeptReleases> {
  const response = await caches.open(STATE_CACHE).then((cache) => cache.match(stateUrl()));
  const kept = (response ? await response.json().catch(() => null) : null) as Partial<KeptReleases> | null;
  return { tabs: kept?.tabs ?? {}, newest: kept?.newest ?? [], folders: kept?.folders ?? [] };
}

async function writeKept(kept: KeptReleases): Promise<void> {
  await caches.open(STATE_CACHE).then((cache) => cache.put(stateUrl(), Response.json(kept)));
}

/** Fetches what of a release is not kept yet: its manifest, then its entry and its module's files. */
async function fetchRelease(manifestUrl: string): Promise<void> {
  const [files, lists] = await Promise.all([caches.open(FILES_CACHE), caches.open(LISTS_CACHE)]);
  let manifest = await lists.match(manifestUrl);
  if (!manifest) {
    const response = await fetch(manifestUrl, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return;
    await lists.put(manifestUrl, response.clone());
    manifest = response;
  }
  const urls = releaseFiles(await manifest.json(), manifestUrl);
  await Promise.all(
    urls.map(async (url) => {
      const cache = isHashed(url) ? files : lists;
      if (await cache.match(url)) return;
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
      if (response.ok) await cache.put(url, response);
    }),
  );
}

/** Deletes every kept file of a release folder not in `keep`. */
async function dropReleases(folders: readonly string[], keep: ReadonlySet<string>): Promise<void> {
  const dropped = folders.filter((folder) => !keep.has(folder));
  if (dropped.length === 0) return;
  await Promise.all(
    [FILES_CACHE, LISTS_CACHE].map(async (name) => {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      await Promise.all(requests.filter((request) => dropped.some((folder) => request.url.startsWith(folder))).map((request) => cache.delete(request)));
    }),
  );
}

let queue: Promise<void> = Promise.resolve();

/** A tab (`clientId`) runs `releases` now: fetches what is new, drops what nobody runs any more. One at a time. */
function followReleases(clientId: string, releases: readonly string[]): Promise<void> {
  queue = queue
    .then(async () => {
      const kept = await readKept();
      const open = new Set((await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => client.id));
      const tabs = Object.fromEntries(Object.entries({ ...kept.tabs, [clientId]: [...releases] }).filter(([id]) => open.has(id) || id === clientId));
      const keep = new Set([...releases, ...Object.values(tabs).flat()].map(releaseFolder));
      // Known before anything is fetched: a release fetched halfway is still dropped when its time comes.
      await writeKept({ tabs, newest: [...releases], folders: [...new Set([...kept.folders, ...keep])] });
      const fetched = await Promise.allSettled(releases.map(fetchRelease));
      for (const result of fetched) if (result.status === 'rejected') console.debug('A release was not fetched ahead', result.reason);
      await dropReleases(kept.folders, keep);
      await writeKept({ tabs, newest: [...releases], folders: [...keep] });
    })
    .catch((error: unknown) => console.warn('Kept releases not updated', error));
  return queue;
}

export { followReleases };
