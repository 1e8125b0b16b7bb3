/**
 * The release store's layout, the same in a folder and in a bucket:
 *
 *     <name>/releases.json       that remote's releases, oldest first, the history  no-cache
 *                                of its live pointer (the live one last), its
 *                                canary and its share, those a preview link may
 *                                open, where it is served
 *     <name>/<release-id>/…      one release, never changed once written:
 *         mf-manifest.json, remoteEntry.js                                          no-cache
 *         static/…  (content-hashed)                                                immutable
 *     <name>/.lock/…             a writer at work (store-lock.ts; never served)
 *
 * Nothing else: each remote's team writes under its own `<name>/` only. Each
 * remote's `releases.json` is the truth about it, written by one writer at a
 * time (the remote's lock); this file reads and writes it. The registry the
 * browser reads is composed from them by whoever serves the host (runtime
 * 1.6.0: config.json's `remotes`, `composeRegistry`): `history` and `canary`
 * are all it takes, and `public_url` is not read there (an entry always
 * stays inside the folder the host's config names).
 *
 * A store written before holds a `remotes.json` at its root, the registry
 * every release used to rewrite. Nothing updates it any more (its entries go
 * stale); it is read only for a `releases.json` still in the oldest form
 * (registry.ts), and it can be deleted once every host reading the store
 * runs runtime 1.6.0 with `remotes` in its config.json.
 */
import { RELEASES_FILE, storeFolderOf } from '@cabinet/runtime/registry';
import { getJson, putJson, type ObjectStore } from '@cabinet/serving/store/object-store';
import { readStoreRegistry } from './registry.ts';

interface ReleaseRecord {
  id: string;
  /** The remote's package version. */
  version: string;
  created_at: string;
}

/** `<name>/releases.json`: what the store holds of one remote. */
interface ReleaseState {
  /** Every release kept, in the order first published. */
  releases: ReleaseRecord[];
  /**
   * The live pointer over time, oldest first, the live one last: a release
   * or `--to` pushes, a rollback pops — so a rollback undoes the last switch
   * whatever the order the releases were published in.
   */
  history: string[];
  /**
   * Where this remote's folder of the store is served from, as the release
   * said: for people; the registry's entries are composed under the address
   * the host's config.json gives (runtime 1.6.0), never this one.
   */
  public_url?: string;
  /** A release live for `percent` of the signed-in users, beside the live one (`release --canary`); ended by promote and rollback. */
  canary?: { release: string; percent: number };
  /**
   * The releases stored for a preview (`release --no-switch`) and not live
   * since: with the running canary, all that a preview link may open (the
   * runtime's `previewableReleases`). An id leaves when it goes live for
   * everyone (release, promote, rollback), when a rollback ends it as a
   * canary, and when it is pruned. Absent in a store written before: none.
   */
  previews?: string[];
}

/**
 * The remote's state. A store written before releases.json kept the history
 * (a bare array of releases) reads as its legacy registry says (read only:
 * registry.ts): a history of the live release alone, served where its entry
 * is. The next change writes the full record, which the host composes from.
 */
async function readReleases(store: ObjectStore, name: string): Promise<ReleaseState> {
  const state = await getJson<ReleaseState | ReleaseRecord[]>(store, `${name}/${RELEASES_FILE}`);
  if (!Array.isArray(state)) return state ?? { releases: [], history: [] };
  const entry = (await readStoreRegistry(store)).remotes.find((remote) => remote.name === name);
  if (!entry?.release) return { releases: state, history: [] };
  const publicUrl = storeFolderOf(entry.entry);
  return { releases: state, history: [entry.release], ...(publicUrl ? { public_url: publicUrl } : {}) };
}

async function writeReleases(store: ObjectStore, name: string, state: ReleaseState): Promise<void> {
  await putJson(store, `${name}/${RELEASES_FILE}`, state);
}

export { readReleases, writeReleases };
export type { ReleaseRecord, ReleaseState };
