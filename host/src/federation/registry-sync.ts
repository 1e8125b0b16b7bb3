/**
 * Following the registry while the tab is open (a remote released or rolled
 * back without the host). What a changed entry means depends on this tab:
 *
 * - a remote not loaded here yet is registered anew, so the next visit to
 *   its section loads the new release — no page reload, the session kept;
 * - a loaded remote's code cannot be swapped in place, so it is marked
 *   stale, and the next navigation into its section loads the page anew
 *   (remote-release-reload.tsx), unless a form holds unsaved input.
 *
 * Reads are throttled: a burst of navigations asks once.
 */
import type { RemoteEntry } from '@cabinet/runtime';
import { fetchRegistry, register, registeredEntry } from './registry.ts';

/** Going into a section (to load, preload or reload it) reads the registry again, but not more often than this. */
const ENTRY_SYNC_MAX_AGE_MS = 2000;

const loaded = new Set<string>();
const stale = new Set<string>();
let lastRead = 0;
let reading: Promise<void> | null = null;

/** The remote's code runs in this tab now (load-remote-module.ts). */
function markRemoteLoaded(name: string): void {
  loaded.add(name);
}

/** Its code here is an older release than the registry's. */
function isRemoteStale(name: string): boolean {
  return stale.has(name);
}

function apply(remotes: readonly RemoteEntry[]): void {
  const renewed: RemoteEntry[] = [];
  for (const remote of remotes) {
    const current = registeredEntry(remote.name);
    if (current?.entry === remote.entry) continue;
    if (loaded.has(remote.name)) {
      if (!stale.has(remote.name)) console.info(`Remote ${remote.name} was released anew (${remote.entry}): the next visit to its section reloads the page.`);
      stale.add(remote.name);
    } else {
      renewed.push(remote);
    }
  }
  register(renewed, true);
}

/**
 * Reads the registry again unless it was read less than `maxAgeMs` ago,
 * and applies what changed. Never rejects: offline, the tab keeps what it has.
 */
function syncRegistry({ maxAgeMs = 0, now = Date.now() }: { maxAgeMs?: number; now?: number } = {}): Promise<void> {
  if (reading) return reading;
  if (now - lastRead < maxAgeMs) return Promise.resolve();
  lastRead = now;
  reading = fetchRegistry()
    .then(apply)
    .catch((error: unknown) => console.debug('Remote registry check failed', error))
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** The registry was just read (start-up). */
function registryReadAt(time: number): void {
  lastRead = time;
}

/** For tests: forget what this tab has loaded and read. */
function resetRegistrySync(): void {
  loaded.clear();
  stale.clear();
  lastRead = 0;
  reading = null;
}

export { ENTRY_SYNC_MAX_AGE_MS, isRemoteStale, markRemoteLoaded, registryReadAt, resetRegistrySync, syncRegistry };
