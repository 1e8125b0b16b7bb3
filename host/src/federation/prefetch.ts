/**
 * Prefetch (SPEC §9, DESIGN §3): hovering or focusing a nav link preloads
 * that remote's code, so that the click finds it ready. MF's
 * `preloadRemote` fetches the remote's manifest and `remoteEntry.js` (kept
 * by the runtime for the real load) and `<link rel="preload">`s the chunks
 * of its `./module` expose (the real load's script tags then come from the
 * preload cache).
 *
 * - Skipped on Save-Data and on 2g/slow-2g (reload-guards/connection.ts); a skipped
 *   remote may be prefetched later, when the connection allows.
 * - At most 4 prefetches in flight; the rest wait in order.
 * - Each release of a remote once per page, whether it worked or not: the
 *   registry is read first (throttled, as on entering a section), so a
 *   remote released while the tab is open is preloaded in its new release —
 *   preloading the one the page started with would leave the old code for
 *   the visit that follows.
 * - A failed prefetch is only logged (debug). It leaves nothing behind for
 *   the real load to trip over: MF forgets a manifest or entry that failed
 *   to load, and the fallback plugin, which turns load failures into the
 *   «Раздел временно недоступен» area, is not involved in preloading.
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isDataSaving } from '../reload-guards/connection.ts';
import { registeredEntry } from './registry.ts';
import { ENTRY_SYNC_MAX_AGE_MS, refreshRegistry } from './registry-sync.ts';

const PREFETCH_LIMIT = 4;
/** The expose a section's routes come from (load-remote-module.ts). */
const ROUTES_EXPOSE = './module';

interface PrefetchQueueOptions {
  /** Preloads one remote's code. */
  load: (name: string) => Promise<unknown>;
  /** At most this many loads at once. */
  limit?: number;
  /** Asked on every request: true means "not now". */
  skip?: () => boolean;
  /** What makes two requests the same (a remote's release); the name by default. */
  key?: (name: string) => string;
}

interface PrefetchQueue {
  /** Queues `name` unless skipped or asked for before (by its key); true when queued. */
  prefetch(name: string): boolean;
  /** Loads under way and loads waiting, for tests and debugging. */
  pending(): { inFlight: number; waiting: number };
}

function createPrefetchQueue({ load, limit = PREFETCH_LIMIT, skip = isDataSaving, key = (name) => name }: PrefetchQueueOptions): PrefetchQueue {
  const requested = new Set<string>();
  const waiting: string[] = [];
  let inFlight = 0;

  function pump(): void {
    while (inFlight < limit && waiting.length > 0) {
      const name = waiting.shift();
      if (name === undefined) return;
      inFlight += 1;
      void load(name)
        .catch((error: unknown) => console.debug(`Prefetch of remote ${name} failed`, error))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  return {
    prefetch(name) {
      if (requested.has(key(name)) || skip()) return false;
      requested.add(key(name));
      waiting.push(name);
      pump();
      return true;
    },
    pending: () => ({ inFlight, waiting: waiting.length }),
  };
}

const remoteQueue = createPrefetchQueue({
  load: (name) => preloadRemote([{ nameOrAlias: name, exposes: [ROUTES_EXPOSE] }]),
  key: (name) => `${name} ${registeredEntry(name)?.entry ?? ''}`,
});

/** Preloads remote `name`'s routes, following the rules above. */
function prefetchRemote(name: string): void {
  if (isDataSaving()) return;
  void refreshRegistry({ maxAgeMs: ENTRY_SYNC_MAX_AGE_MS }).then(() => remoteQueue.prefetch(name));
}

/**
 * Start-up on a section's address: its remote's code loads while the session
 * is checked, not after (the first render needs both). Not speculative, so
 * neither queued nor skipped on a slow connection; a failure is left to the
 * real load, which shows the section's fallback. A remote not registered yet
 * (its release waits for the user: a canary) is not preloaded; returns the
 * remote preloaded, or null.
 */
function preloadSectionOf(pathname: string, names: readonly string[]): string | null {
  const name = /^\/cabinet\/([^/]+)/.exec(pathname)?.[1];
  if (!name || !names.includes(name) || !registeredEntry(name)) return null;
  void preloadRemote([{ nameOrAlias: name, exposes: [ROUTES_EXPOSE] }]).catch((error: unknown) =>
    console.debug(`Preload of remote ${name} failed`, error),
  );
  return name;
}

/** Props for a link into remote `name`: hover and keyboard focus start the prefetch. */
function prefetchProps(name: string) {
  const start = () => prefetchRemote(name);
  return { onMouseEnter: start, onFocus: start };
}

export { PREFETCH_LIMIT, createPrefetchQueue, preloadSectionOf, prefetchProps, prefetchRemote };
