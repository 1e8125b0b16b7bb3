/**
 * The registry as the server that fills `app.html` composes it (runtime
 * 1.6.0): from the config's `remotes`, each with its team's own
 * `releases.json` — read from disk for a folder store this server serves,
 * asked at the store's address otherwise (a bucket; a remote a deployer's
 * config puts elsewhere) — by the browser's own rules (`composeRegistry`).
 * Read per document: a release or a rollback changes it, with no restart.
 */
import path from 'node:path';
import type { ConfiguredRemote, RuntimeConfigInput } from '@cabinet/runtime/config';
import { RELEASES_FILE, composeRegistry, registryJson, releasesUrl, type RemoteRegistry } from '@cabinet/runtime/registry';
import { remotes } from './apps.ts';
import { changedFileReader } from './changed-file.ts';
import { remoteStoreUrl, type StoreLocation } from './store-location.ts';

/** How long a document waits for a team's record at the store's address: past it, that record could not be asked. */
const RECORD_TIMEOUT_MS = 2000;

/** A record that could not be asked (no answer in time, a network error, an error status other than 404). */
const UNREACHABLE = Symbol('unreachable');

const readRecord = changedFileReader((text) => JSON.parse(text) as unknown);

/** A record on disk; null when there is none (never released) or it cannot be read. */
async function recordOnDisk(file: string, since: number | undefined): Promise<unknown> {
  try {
    return await readRecord(file, since);
  } catch {
    return null;
  }
}

/** A record at its address: null when the store has none (404) or it is no JSON; UNREACHABLE when it could not be asked. */
async function recordAt(url: string, timeoutMs: number): Promise<unknown> {
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) return UNREACHABLE;
    text = await response.text();
  } catch {
    return UNREACHABLE;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The last request for each record at an address (and its bound), with when it was started (`performance.now()`). */
const lastAsked = new Map<string, { startedAt: number; answer: Promise<unknown> }>();

/**
 * A record at its address, asked once for the documents in flight: a page
 * whose request came in (`since`) before the last ask of that record started
 * takes that ask's answer — it holds whatever was released before the page
 * was asked for — as a folder store's pages share their file checks
 * (changed-file.ts). A bucket was asked for each record on every document: 4
 * requests a painted page.
 */
function sharedRecordAt(url: string, timeoutMs: number, since: number | undefined): Promise<unknown> {
  const key = `${timeoutMs} ${url}`;
  const last = lastAsked.get(key);
  if (last && since !== undefined && last.startedAt > since) return last.answer;
  // Taken before the request: what it answers was in the store no later than this.
  const startedAt = performance.now();
  const answer = recordAt(url, timeoutMs);
  lastAsked.set(key, { startedAt, answer });
  return answer;
}

/**
 * The file of a configured remote in a folder store, when its `store` is
 * where this server serves that folder (`remoteStoreUrl`); null otherwise.
 * Its name passed the runtime's schema (`^[a-z][a-z0-9-]*$`): no path in it.
 */
function folderFile(store: StoreLocation | null, remote: ConfiguredRemote): string | null {
  if (store?.kind !== 'folder') return null;
  const app = remotes.find((candidate) => candidate.name === remote.name);
  if (!app || remote.store.replace(/\/+$/, '') !== remoteStoreUrl(store, app)) return null;
  return path.join(store.folder, remote.name, RELEASES_FILE);
}

/**
 * The registry of the config's `remotes`: a section whose team has no live
 * release (or whose record cannot be read, or not asked in time) is left
 * out. Null when the config lists none (the host's own registry is served),
 * or when no record at all could be asked — the store is out of reach from
 * here: the page is left to ask the records itself.
 */
async function composedRegistry(config: RuntimeConfigInput, store: StoreLocation | null, timeoutMs = RECORD_TIMEOUT_MS, since?: number): Promise<RemoteRegistry | null> {
  const configured = config.remotes;
  if (!configured) return null;
  const records = await Promise.all(
    configured.map((remote) => {
      const file = folderFile(store, remote);
      return file ? recordOnDisk(file, since) : sharedRecordAt(releasesUrl(remote), timeoutMs, since);
    }),
  );
  if (configured.length > 0 && records.every((record) => record === UNREACHABLE)) return null;
  return composeRegistry(
    configured,
    records.map((record) => (record === UNREACHABLE ? null : record)),
  );
}

/** Its text as put inline: escaped (`registryJson`), so that a title cannot end the script element it is put into. */
async function composedRegistryText(config: RuntimeConfigInput, store: StoreLocation | null, timeoutMs?: number, since?: number): Promise<string | null> {
  const registry = await composedRegistry(config, store, timeoutMs, since);
  return registry ? registryJson(registry).trim() : null;
}

export { RECORD_TIMEOUT_MS, composedRegistry, composedRegistryText };
