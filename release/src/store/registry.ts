/** The store's registry (`remotes.json`) as it stands: what the host reads. Rebuilt by registry-rebuild.ts. */
import { REGISTRY_FILE, type RemoteRegistry } from '@cabinet/runtime/registry';
import { getJson, type ObjectStore } from './object-store.ts';

/** The registry as the store holds it; an empty one before the first release. */
async function readStoreRegistry(store: ObjectStore): Promise<RemoteRegistry> {
  return (await getJson<RemoteRegistry>(store, REGISTRY_FILE)) ?? { remotes: [] };
}

export { readStoreRegistry };
