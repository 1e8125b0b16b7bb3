/**
 * Registering the remotes in the release this tab runs (release-choice.ts:
 * a preview, a canary, the live one), and following the registry while the
 * tab is open (a remote released, rolled back, canaried or promoted without
 * the host) and the choice when it changes (another user, a preview left).
 * What another release means depends on this tab:
 *
 * - a remote not loaded here yet is registered anew, so the next visit to
 *   its section loads the other release — no page reload, the session kept;
 * - a loaded remote's code cannot be swapped in place, so it is marked
 *   stale, and the next navigation into its section loads the page anew
 *   (remote-release-reload.tsx), unless a form holds unsaved input.
 *
 * Reads are throttled: a burst of navigations asks once.
 */
import type { RemoteEntry } from '@cabinet/runtime';
import { fetchRegistry, register, registeredEntry, resetRegistry } from './registry.ts';
import { chooseRelease, setReleaseUser } from './release-choice.ts';

/** Going into a section (to load, preload or reload it) reads the registry again, but not more often than this. */
const ENTRY_SYNC_MAX_AGE_MS = 2000;

const loaded = new Set<string>();
const stale = new Set<string>();
/** The registry as last read. */
let listed: readonly RemoteEntry[] = [];
let lastRead = 0;
let reading: Promise<void> | null = null;
const readers = new Set<(remotes: readonly RemoteEntry[]) => void>();

/** Calls `listener` with the registry as read now, and at every read that follows; returns the stop. */
function followRegistryReads(listener: (remotes: readonly RemoteEntry[]) => void): () => void {
  readers.add(listener);
  listener(listed);
  return () => readers.delete(listener);
}

function read(remotes: readonly RemoteEntry[]): void {
  listed = remotes;
  apply();
  for (const reader of readers) reader(remotes);
}

/** The remote's code runs in this tab now (load-remote-module.ts). */
function markRemoteLoaded(name: string): void {
  loaded.add(name);
}

/** Its code here is an older release than the registry's. */
function isRemoteStale(name: string): boolean {
  return stale.has(name);
}

/** Registers, or marks stale, each remote whose chosen release is not the one registered. */
function apply(): void {
  const renewed: RemoteEntry[] = [];
  for (const remote of listed) {
    const chosen = chooseRelease(remote);
    if (!chosen) continue;
    const current = registeredEntry(remote.name);
    if (current?.entry === chosen.entry) {
      // Back to the release its code is: nothing to reload any more.
      stale.delete(remote.name);
    } else if (loaded.has(remote.name)) {
      if (!stale.has(remote.name)) console.info(`Remote ${remote.name} has another release for this tab (${chosen.entry}): the next visit to its section reloads the page.`);
      stale.add(remote.name);
    } else {
      renewed.push(chosen);
    }
  }
  register(renewed, true);
}

/** Start-up: the registry just read at `time`; every remote whose release is known now is registered. */
function followRegistry(remotes: readonly RemoteEntry[], time: number): void {
  lastRead = time;
  read(remotes);
}

/** The user the releases are chosen for (null: a guest); a change registers what follows from it. */
function chooseReleasesFor(userId: number | null): void {
  if (setReleaseUser(userId)) apply();
}

/** The choice changed otherwise (a preview left): registers what follows from it. */
function rechooseReleases(): void {
  apply();
}

/**
 * Reads the registry again unless it was read less than `maxAgeMs` ago,
 * and applies what changed. Never rejects: offline, the tab keeps what it has.
 */
function refreshRegistry({ maxAgeMs = 0, now = Date.now() }: { maxAgeMs?: number; now?: number } = {}): Promise<void> {
  if (reading) return reading;
  if (now - lastRead < maxAgeMs) return Promise.resolve();
  lastRead = now;
  reading = fetchRegistry()
    .then(read)
    .catch((error: unknown) => console.debug('Remote registry check failed', error))
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** For tests: forget what this tab has registered, loaded, read and chosen for. */
function resetRegistrySync(): void {
  resetRegistry();
  loaded.clear();
  stale.clear();
  listed = [];
  lastRead = 0;
  reading = null;
  readers.clear();
  setReleaseUser(undefined);
}

export {
  ENTRY_SYNC_MAX_AGE_MS,
  chooseReleasesFor,
  followRegistry,
  followRegistryReads,
  isRemoteStale,
  markRemoteLoaded,
  rechooseReleases,
  resetRegistrySync,
  refreshRegistry,
};
