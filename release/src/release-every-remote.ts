/**
 * Every remote of apps.json released from this checkout into one store. A
 * host shows only the sections whose folder of the store names a live
 * release (the registry is composed from each remote's `releases.json`), so
 * a new store needs all of them before a host's config.json lists them
 * (`npm run release:all`, which prints that list: config-remotes.ts);
 * `npm start` fills its store the same way.
 */
import path from 'node:path';
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { remotes, type RemoteApp } from '@cabinet/serving/apps';
import { remoteStoreUrl, type StoreLocation } from '@cabinet/serving/store-location';
import { listReleases, publishRelease } from './publish.ts';
import { ReleaseRefused } from './release-build.ts';
import type { ObjectStore } from '@cabinet/serving/store/object-store';

interface EveryRemoteOptions {
  store: ObjectStore;
  location: StoreLocation;
  host: HostProvisions;
  /**
   * Leaves a remote that already has a live release as it is: filling a new
   * store never replaces what a team released since (`release:all`).
   */
  keepLive?: boolean;
  /** Builds the remote's dist/ first (`release:all` without `--no-build`). */
  build?: (remote: RemoteApp) => Promise<void>;
  /** Where a remote's production build is (default its `dist/`). */
  dist?: (remote: RemoteApp) => string;
}

type Outcome =
  | { name: string; status: 'released'; id: string; created: boolean }
  | { name: string; status: 'kept'; id: string }
  | { name: string; status: 'refused'; reason: string };

/**
 * One remote after another, each holding its own lock and writing only its
 * own folder. A misfit is refused and the others still go out; anything
 * else (the store unreachable) stops the run.
 */
async function releaseEveryRemote(options: EveryRemoteOptions): Promise<Outcome[]> {
  const { store, location, host, keepLive = false, build, dist = (remote) => path.join(remote.dir, 'dist') } = options;
  const outcomes: Outcome[] = [];
  for (const remote of remotes) {
    if (keepLive) {
      const { live } = await listReleases(store, remote.name);
      if (live) {
        outcomes.push({ name: remote.name, status: 'kept', id: live });
        continue;
      }
    }
    try {
      await build?.(remote);
      const published = await publishRelease({ store, dist: dist(remote), host, publicUrl: remoteStoreUrl(location, remote) });
      outcomes.push({ name: remote.name, status: 'released', id: published.id, created: published.created });
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      // The refusal names the remote and each misfit: «events не подходит хосту: …».
      outcomes.push({ name: remote.name, status: 'refused', reason: error.message });
    }
  }
  return outcomes;
}

/** An outcome as a line for a person. */
function outcomeLine(outcome: Outcome): string {
  switch (outcome.status) {
    case 'released':
      return `${outcome.name}: выпуск ${outcome.id}${outcome.created ? '' : ' (уже был в хранилище)'} действует`;
    case 'kept':
      return `${outcome.name}: уже действует выпуск ${outcome.id}, оставлен как есть`;
    case 'refused':
      return `${outcome.name}: не выпущен — ${outcome.reason}`;
  }
}

export { outcomeLine, releaseEveryRemote };
export type { Outcome };
