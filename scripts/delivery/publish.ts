/**
 * Publishing a remote's build into the release store, switching the live
 * pointer, rolling back — what `npm run release|releases|rollback` do
 * (cli.ts), and what `npm start` does for each remote it has just built. The
 * store is a folder or a bucket (object-store.ts); every change to a remote
 * is made holding its lock (store-lock.ts), and the registry is brought in
 * line afterwards (store.ts).
 */
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { remotes, type RemoteApp } from '../apps.ts';
import type { ObjectStore } from './object-store.ts';
import { releaseOf } from './release-build.ts';
import { withRemoteLock } from './store-lock.ts';
import { readReleases, syncRegistry, writeReleases, type ReleaseRecord, type ReleaseState } from './store.ts';
import { isWhole, uploadRelease } from './upload-release.ts';

/** Releases kept per remote by default: a tab opened on an older one still finds its chunks. */
const KEEP_RELEASES = 5;

function remoteApp(name: string): RemoteApp {
  const app = remotes.find((remote) => remote.name === name);
  if (!app) throw new Error(`${name} is not a remote of apps.json`);
  return app;
}

interface PublishOptions {
  store: ObjectStore;
  /** The remote's production build (`remotes/<name>/dist`). */
  dist: string;
  host: HostProvisions;
  /** Where the store's folder of this remote is served from (`publicUrlOf` by default). */
  publicUrl: string;
  keep?: number;
  now?: Date;
}

interface Published {
  name: string;
  id: string;
  /** False when this build was published before: only the pointer moved. */
  created: boolean;
}

/** `a, b, b, a` → `a, b, a`: a switch to the release already live is no switch. */
function withoutRepeats(history: readonly string[]): string[] {
  return history.filter((id, index) => id !== history[index - 1]);
}

/** Keeps the newest `keep` releases and the live one; deletes the rest, and drops them from the history. */
async function prune(store: ObjectStore, name: string, state: ReleaseState, keep: number): Promise<ReleaseState> {
  const live = state.history.at(-1);
  const { releases } = state;
  const kept = releases.filter((release, index) => index >= releases.length - keep || release.id === live);
  for (const release of releases) {
    if (kept.includes(release)) continue;
    const objects = await store.list(`${name}/${release.id}/`);
    await store.delete(objects.map((object) => object.key));
  }
  const ids = new Set(kept.map((release) => release.id));
  return { ...state, releases: kept, history: withoutRepeats(state.history.filter((id) => ids.has(id))) };
}

/**
 * Checks the build against the host (refusing a misfit); holding the remote's
 * lock, uploads it as an immutable release unless the store has it, records
 * it, makes it live, brings the registry in line and prunes old releases.
 */
async function publishRelease(options: PublishOptions): Promise<Published> {
  const { store, dist, host, publicUrl, keep = KEEP_RELEASES, now = new Date() } = options;
  const { name, version, id } = await releaseOf(dist, host);
  remoteApp(name);
  const created = await withRemoteLock(store, name, `release ${id}`, async () => {
    const uploaded = await uploadRelease(store, dist, name, id);
    const state = await readReleases(store, name);
    if (!state.releases.some((release) => release.id === id)) state.releases.push({ id, version, created_at: now.toISOString() });
    const next = await prune(store, name, { ...state, history: withoutRepeats([...state.history, id]), public_url: publicUrl }, keep);
    await writeReleases(store, name, next);
    return uploaded;
  });
  await syncRegistry(store);
  return { name, id, created };
}

interface ReleaseList {
  live: string | undefined;
  releases: ReleaseRecord[];
}

async function listReleases(store: ObjectStore, name: string): Promise<ReleaseList> {
  const state = await readReleases(store, name);
  return { live: state.history.at(-1), releases: state.releases };
}

/**
 * Makes `to` live (a switch like a release: it goes on the history), or
 * undoes the last switch: the release live before the live one, along the
 * history — after A, B, rollback (A), C, a rollback goes to A, not to B.
 * Returns the id now live.
 */
async function rollback(store: ObjectStore, name: string, options: { to?: string; publicUrl?: string } = {}): Promise<string> {
  remoteApp(name);
  const target = await withRemoteLock(store, name, options.to ? `rollback to ${options.to}` : 'rollback', async () => {
    const state = await readReleases(store, name);
    const earlier = state.history.slice(0, -1);
    const target = options.to ?? earlier.at(-1);
    if (!target) throw new Error(`${name}: no release was live before ${state.history.at(-1) ?? 'the live one'}: nothing to roll back to`);
    if (!state.releases.some((release) => release.id === target) || !(await isWhole(store, name, target))) {
      throw new Error(`${name}: no release ${target} in the store`);
    }
    const history = options.to ? withoutRepeats([...state.history, target]) : earlier;
    await writeReleases(store, name, { ...state, history, ...(options.publicUrl ? { public_url: options.publicUrl } : {}) });
    return target;
  });
  await syncRegistry(store);
  return target;
}

export { KEEP_RELEASES, listReleases, publishRelease, rollback };
export type { Published, PublishOptions, ReleaseList };
