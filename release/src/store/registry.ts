/**
 * The registry a store written before runtime 1.6.0 may hold at its root
 * (`remotes.json`), read only: the release tool no longer writes it (the
 * host composes the registry from each remote's `releases.json`), and reads
 * it only for a remote whose `releases.json` is still a bare array, to learn
 * which of its releases was live (releases.ts, `readReleases`).
 */
import { REGISTRY_FILE, type RemoteRegistry } from '@cabinet/runtime/registry';
import { getJson, type ObjectStore } from '@cabinet/serving/store/object-store';

/** The legacy registry as the store holds it; an empty one where there is none. */
async function readStoreRegistry(store: ObjectStore): Promise<RemoteRegistry> {
  return (await getJson<RemoteRegistry>(store, REGISTRY_FILE)) ?? { remotes: [] };
}

export { readStoreRegistry };
