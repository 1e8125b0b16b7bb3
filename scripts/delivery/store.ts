/**
 * The release store: object storage behind a CDN, as a folder.
 *
 *     <store>/remotes.json               the registry the host reads (live pointers)   no-cache
 *     <store>/<name>/releases.json       that remote's releases, oldest first, and the   no-cache
 *                                        history of its live pointer
 *     <store>/<name>/<release-id>/…      one release, never changed once written:
 *         mf-manifest.json, remoteEntry.js                                              no-cache
 *         static/…  (content-hashed)                                                    immutable
 *
 * A release folder is written under a temporary name and renamed into place,
 * and the registry is replaced by a rename too, so a half-written release is
 * never live and a reader never sees a half-written registry. Writers take a
 * lock folder, so two releases at once do not lose each other's pointer.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RemoteEntry, RemoteRegistry } from '@cabinet/runtime';
import { root } from '../apps.ts';

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
}

const REGISTRY_FILE = 'remotes.json';
const RELEASES_FILE = 'releases.json';

/** `--store`, else `CABINET_RELEASE_STORE`, else the git-ignored `.releases/` of the repository. */
function storeDir(option?: string): string {
  return path.resolve(option ?? process.env.CABINET_RELEASE_STORE ?? path.join(root, '.releases'));
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes beside the target, then renames over it: readers see the old file or the new one. */
async function writeJsonAtomic(file: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(data, null, 2)}\n`);
  await rename(temporary, file);
}

async function withLock<T>(store: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(store, '.lock');
  await mkdir(store, { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 300) throw error;
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function readRegistry(store: string): Promise<RemoteRegistry> {
  return (await readJson<RemoteRegistry>(path.join(store, REGISTRY_FILE))) ?? { remotes: [] };
}

/** Puts `entry` into the registry in place of that remote's, in `order` (apps.json's). */
async function setRegistryEntry(store: string, entry: RemoteEntry, order: readonly string[]): Promise<void> {
  const registry = await readRegistry(store);
  const remotes = [...registry.remotes.filter((remote) => remote.name !== entry.name), entry];
  remotes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  await writeJsonAtomic(path.join(store, REGISTRY_FILE), { remotes });
}

/**
 * The remote's state; a store written before the history was kept (a bare
 * array of releases) reads as a history of its live release alone.
 */
async function readReleases(store: string, name: string): Promise<ReleaseState> {
  const state = await readJson<ReleaseState | ReleaseRecord[]>(path.join(store, name, RELEASES_FILE));
  if (!Array.isArray(state)) return state ?? { releases: [], history: [] };
  const live = (await readRegistry(store)).remotes.find((remote) => remote.name === name)?.release;
  return { releases: state, history: live ? [live] : [] };
}

async function writeReleases(store: string, name: string, state: ReleaseState): Promise<void> {
  await writeJsonAtomic(path.join(store, name, RELEASES_FILE), state);
}

export { REGISTRY_FILE, readRegistry, readReleases, setRegistryEntry, storeDir, withLock, writeJsonAtomic, writeReleases };
export type { ReleaseRecord, ReleaseState };
