/**
 * Publishing a remote's build into the release store, switching the live
 * pointer, rolling back — what `npm run release|releases|rollback` do
 * (cli.ts), and what `npm start` does for each remote it has just built.
 *
 * A release id is `<package version>-<content hash>`: the same build gives
 * the same id, so releasing it again only switches the pointer back to it,
 * and the id says both what the team called it and what it is. releases.json
 * keeps the releases in the order first published, and the history of the
 * live pointer, which a rollback walks back along.
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { findMisfits, requirementsOf, type HostProvisions } from '@cabinet/runtime/compatibility';
import { remotes, type RemoteApp } from '../apps.ts';
import { readRegistry, readReleases, setRegistryEntry, withLock, writeReleases, type ReleaseRecord, type ReleaseState } from './store.ts';

/** Releases kept per remote by default: a tab opened on an older one still finds its chunks. */
const KEEP_RELEASES = 5;

class ReleaseRefused extends Error {
  constructor(
    readonly remote: string,
    readonly misfits: readonly string[],
  ) {
    super(`${remote} does not fit the host:\n  - ${misfits.join('\n  - ')}`);
    this.name = 'ReleaseRefused';
  }
}

async function files(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return nested.flat().sort();
}

/** A hash of every file's path and bytes: the same build, the same hash. */
async function contentHash(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await files(dist)) {
    hash.update(file.split(path.sep).join('/')).update('\0').update(await readFile(path.join(dist, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function readManifest(dist: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as unknown;
}

/** The misfits of a built remote (its dist folder) for a host; empty when it fits. */
async function checkBuild(dist: string, host: HostProvisions): Promise<{ name: string; version: string | undefined; misfits: string[] }> {
  const requirements = requirementsOf(await readManifest(dist));
  return { name: requirements.name, version: requirements.version, misfits: findMisfits(requirements, host) };
}

function remoteApp(name: string): RemoteApp {
  const app = remotes.find((remote) => remote.name === name);
  if (!app) throw new Error(`${name} is not a remote of apps.json`);
  return app;
}

interface PublishOptions {
  store: string;
  /** The remote's production build (`remotes/<name>/dist`). */
  dist: string;
  host: HostProvisions;
  /** Where the store's folder of this remote is served from; its port by default. */
  publicUrl?: string;
  keep?: number;
  now?: Date;
}

interface Published {
  name: string;
  id: string;
  /** False when this build was published before: only the pointer moved. */
  created: boolean;
}

/** Points the registry at `release` of `app` (the store lock held). */
async function switchTo(store: string, app: RemoteApp, release: string, publicUrl: string): Promise<void> {
  await setRegistryEntry(
    store,
    {
      name: app.name,
      title: app.title,
      entry: `${publicUrl.replace(/\/+$/, '')}/${release}/mf-manifest.json`,
      ...(app.badge ? { badge: app.badge as 'unread-notifications' } : {}),
      release,
    },
    remotes.map((remote) => remote.name),
  );
}

/** Keeps the newest `keep` releases and the live one; removes the rest, and their places in the history. */
async function prune(store: string, name: string, state: ReleaseState, live: string, keep: number): Promise<ReleaseState> {
  const { releases } = state;
  const kept = releases.filter((release, index) => index >= releases.length - keep || release.id === live);
  for (const release of releases) {
    if (!kept.includes(release)) await rm(path.join(store, name, release.id), { recursive: true, force: true });
  }
  const ids = new Set(kept.map((release) => release.id));
  return { releases: kept, history: withoutRepeats(state.history.filter((id) => ids.has(id))) };
}

/** `a, b, b, a` → `a, b, a`: a switch to the release already live is no switch. */
function withoutRepeats(history: readonly string[]): string[] {
  return history.filter((id, index) => id !== history[index - 1]);
}

/**
 * Checks the build against the host (refusing a misfit), copies it into the
 * store as an immutable release folder unless that release exists, records
 * it, makes it live and prunes old releases.
 */
async function publishRelease(options: PublishOptions): Promise<Published> {
  const { store, dist, host, keep = KEEP_RELEASES, now = new Date() } = options;
  const { name, version, misfits } = await checkBuild(dist, host);
  if (misfits.length > 0) throw new ReleaseRefused(name, misfits);
  const app = remoteApp(name);
  const id = `${version ?? '0.0.0'}-${await contentHash(dist)}`;
  const folder = path.join(store, name, id);
  const created = !(await exists(folder));
  if (created) {
    // Copied under a temporary name, renamed into place: never half a release.
    const partial = path.join(store, name, `.${id}.${process.pid}.partial`);
    await rm(partial, { recursive: true, force: true });
    await cp(dist, partial, { recursive: true });
    await rename(partial, folder);
  }
  await withLock(store, async () => {
    const state = await readReleases(store, name);
    if (!state.releases.some((release) => release.id === id)) state.releases.push({ id, version: version ?? '0.0.0', created_at: now.toISOString() });
    await switchTo(store, app, id, options.publicUrl ?? `http://localhost:${app.port}`);
    await writeReleases(store, name, await prune(store, name, { ...state, history: [...state.history, id] }, id, keep));
  });
  return { name, id, created };
}

interface ReleaseList {
  live: string | undefined;
  releases: ReleaseRecord[];
}

async function listReleases(store: string, name: string): Promise<ReleaseList> {
  const registry = await readRegistry(store);
  return { live: registry.remotes.find((remote) => remote.name === name)?.release, releases: (await readReleases(store, name)).releases };
}

/**
 * Makes `to` live (a switch like a release: it goes on the history), or
 * undoes the last switch: the release live before the live one, along the
 * history — after A, B, rollback (A), C, a rollback goes to A, not to B.
 * Returns the id now live.
 */
async function rollback(store: string, name: string, options: { to?: string; publicUrl?: string } = {}): Promise<string> {
  const app = remoteApp(name);
  return withLock(store, async () => {
    const state = await readReleases(store, name);
    const live = (await listReleases(store, name)).live;
    const history = state.history.at(-1) === live ? state.history.slice(0, -1) : [...state.history];
    const target = options.to ?? history.at(-1);
    if (!target) throw new Error(`${name}: no release was live before ${live ?? 'the live one'}: nothing to roll back to`);
    if (!state.releases.some((release) => release.id === target) || !(await exists(path.join(store, name, target)))) {
      throw new Error(`${name}: no release ${target} in the store`);
    }
    await switchTo(store, app, target, options.publicUrl ?? `http://localhost:${app.port}`);
    const next = options.to ? [...state.history, target] : history;
    await writeReleases(store, name, { ...state, history: withoutRepeats(next) });
    return target;
  });
}

export { KEEP_RELEASES, ReleaseRefused, checkBuild, listReleases, publishRelease, rollback };
export type { Published, PublishOptions, ReleaseList };
