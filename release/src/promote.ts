/**
 * `npm run promote -w remotes/<name> -- <release-id>`: a release the store
 * holds — one published for a preview (`release --no-switch`) or the
 * canary (`release --canary`) — becomes live for everyone, after the same
 * compatibility check as a release (the host may have moved since it was
 * published). It goes on the history like a release, so a rollback undoes
 * it, a running canary ends, and a preview link no longer opens it.
 */
import { findMisfits, requirementsOf, type HostProvisions } from '@cabinet/runtime/compatibility';
import { MANIFEST_FILE } from '@cabinet/runtime/registry';
import { remoteNamed } from '@cabinet/serving/apps';
import { liveForEveryone, storedRelease } from './publish.ts';
import { ReleaseRefused } from './release-build.ts';
import { getJson, type ObjectStore } from '@cabinet/serving/store/object-store';
import { readReleases, writeReleases } from './store/releases.ts';
import { withRemoteLock } from './store/store-lock.ts';

interface PromoteOptions {
  store: ObjectStore;
  name: string;
  id: string;
  /** What the host provides: a release that no longer fits it is refused. */
  host: HostProvisions;
}

interface Promoted {
  name: string;
  id: string;
  /** The canary that ended (the promoted release itself, or another one). */
  canaryEnded?: string;
}

/** Makes release `id` of remote `name` live for everyone; refuses an id the store does not hold, or a misfit. */
async function promoteRelease({ store, name, id, host }: PromoteOptions): Promise<Promoted> {
  remoteNamed(name);
  const canaryEnded = await withRemoteLock(store, name, `включение ${id} для всех`, async () => {
    const state = await readReleases(store, name);
    await storedRelease(store, name, state, id);
    const misfits = findMisfits(requirementsOf(await getJson(store, `${name}/${id}/${MANIFEST_FILE}`)), host);
    if (misfits.length > 0) throw new ReleaseRefused(name, misfits);
    await writeReleases(store, name, liveForEveryone(state, id));
    return state.canary?.release;
  });
  return { name, id, ...(canaryEnded ? { canaryEnded } : {}) };
}

export { promoteRelease };

