/**
 * The store's registry (`remotes.json`), which the host reads: every
 * remote's live release and canary, rebuilt from the remotes' own
 * `releases.json` (releases.ts). Writers of different remotes do not lock
 * each other out, so the registry is rebuilt from all of them and checked
 * again after each write until it says what they say (`rebuildRegistry`): a
 * writer that wrote a stale registry sees it on its check and writes it anew.
 */
import { REGISTRY_FILE, releaseManifestUrl, type RemoteEntry, type RemoteRegistry } from '@cabinet/runtime/registry';
import { remotes, type RemoteApp } from '@cabinet/serving/apps';
import { putJson, type ObjectStore } from './object-store.ts';
import { readStoreRegistry } from './registry.ts';
import { readReleases, type ReleaseState } from './releases.ts';

/** The registry entry of `app` with `release` live, and its canary if it has one, served from `publicUrl`. */
function registryEntry(app: RemoteApp, release: string, publicUrl: string, canary?: ReleaseState['canary']): RemoteEntry {
  return {
    name: app.name,
    title: app.title,
    entry: releaseManifestUrl(publicUrl, release),
    ...(app.badge ? { badge: app.badge as 'unread-notifications' } : {}),
    release,
    ...(canary ? { canary: { release: canary.release, entry: releaseManifestUrl(publicUrl, canary.release), percent: canary.percent } } : {}),
  };
}

/**
 * What the registry must say: each remote of apps.json whose releases.json
 * names a live release (and its canary) and where it is served, in apps.json's order; any
 * other entry (a remote never released through the tool) as it stands.
 */
function desiredRegistry(current: RemoteRegistry, states: ReadonlyMap<string, ReleaseState>): RemoteRegistry {
  const order = remotes.map((remote) => remote.name);
  const entries = new Map(current.remotes.map((entry) => [entry.name, entry]));
  for (const app of remotes) {
    const state = states.get(app.name);
    const live = state?.history.at(-1);
    if (state?.public_url && live) entries.set(app.name, registryEntry(app, live, state.public_url, state.canary));
  }
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return { remotes: [...entries.values()].sort((a, b) => rank(a.name) - rank(b.name)) };
}

/** Rounds of write-and-check before giving up (other writers would have to keep writing all that time). */
const REBUILD_ROUNDS = 20;

/** Brings the registry in line with every remote's releases.json, checking again after its own write. */
async function rebuildRegistry(store: ObjectStore): Promise<RemoteRegistry> {
  for (let round = 0; round < REBUILD_ROUNDS; round += 1) {
    const states = new Map(await Promise.all(remotes.map(async (app) => [app.name, await readReleases(store, app.name)] as const)));
    const current = await readStoreRegistry(store);
    const desired = desiredRegistry(current, states);
    if (JSON.stringify(desired) === JSON.stringify(current)) return current;
    await putJson(store, REGISTRY_FILE, desired);
  }
  throw new Error(`Реестр хранилища ${store.label} всё время менялся под этим писателем: повторите команду`);
}

export { rebuildRegistry };
