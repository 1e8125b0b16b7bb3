/**
 * The release store's layout, the same in a folder and in a bucket:
 *
 *     remotes.json               the registry the host reads (live pointers,       no-cache
 *                                canaries)
 *     <name>/releases.json       that remote's releases, oldest first, the history  no-cache
 *                                of its live pointer, its canary, where it is served
 *     <name>/<release-id>/…      one release, never changed once written:
 *         mf-manifest.json, remoteEntry.js                                          no-cache
 *         static/…  (content-hashed)                                                immutable
 *     <name>/.lock/…             a writer at work (store-lock.ts; never served)
 *
 * Each remote's `releases.json` is the truth about it, written by one writer
 * at a time (the remote's lock). The registry gathers every remote's live
 * release; writers of different remotes do not lock each other out, so the
 * registry is rebuilt from all the `releases.json` files and checked again
 * after each write until it says what they say (`syncRegistry`): a writer
 * that wrote a stale registry sees it on its check and writes it anew.
 */
import path from 'node:path';
import type { RemoteEntry, RemoteRegistry } from '@cabinet/runtime';
import { RELEASES_FILE, releaseManifestUrl, storeFolderOf } from '@cabinet/runtime/registry';
import { remotes, root, type RemoteApp } from '../apps.ts';
import { cacheControlFor } from '../serving/static-rules.ts';
import { FolderStore } from './folder-store.ts';
import { getJson, type ObjectStore } from './object-store.ts';
import { parseS3Url, S3Store } from './s3-store.ts';

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
  /** Where this remote's folder of the store is served from (the registry's entry URLs start with it). */
  public_url?: string;
  /** A release live for `percent` of the signed-in users, beside the live one (`release --canary`); ended by promote and rollback. */
  canary?: { release: string; percent: number };
}

const REGISTRY_FILE = 'remotes.json';
const JSON_TYPE = 'application/json; charset=utf-8';

/** `--store`, else `CABINET_RELEASE_STORE`, else the git-ignored `.releases/` of the repository: a folder or `s3://…`. */
function storeLocation(option?: string): string {
  const location = option ?? process.env.CABINET_RELEASE_STORE ?? path.join(root, '.releases');
  return location.startsWith('s3://') ? location : path.resolve(location);
}

function openStore(location: string): ObjectStore {
  return location.startsWith('s3://') ? new S3Store(location) : new FolderStore(location);
}

/**
 * Where a bucket store is read by browsers: `CABINET_STORE_PUBLIC_URL` (the
 * CDN in front of it), else the bucket's own address at the S3 endpoint
 * (`AWS_ENDPOINT_URL_S3`, path-style with `CABINET_S3_PATH_STYLE=1`), else
 * AWS's. Null for a folder: `npm start` serves it, each remote on its port.
 */
function storePublicUrl(location: string): string | null {
  if (!location.startsWith('s3://')) return null;
  const configured = process.env.CABINET_STORE_PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const { bucket, prefix } = parseS3Url(location);
  const suffix = prefix ? `/${prefix}` : '';
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  if (!endpoint) return `https://${bucket}.s3.${process.env.AWS_REGION ?? 'us-east-1'}.amazonaws.com${suffix}`;
  const url = new URL(endpoint);
  const base = url.href.replace(/\/+$/, '');
  return process.env.CABINET_S3_PATH_STYLE === '1' ? `${base}/${bucket}${suffix}` : `${url.protocol}//${bucket}.${url.host}${suffix}`;
}

/** Where a remote's folder of the store is served: its port for a folder store, under the bucket's address otherwise. */
function remotePublicUrl(location: string, app: RemoteApp): string {
  const base = storePublicUrl(location);
  return base ? `${base}/${app.name}` : `http://localhost:${app.port}`;
}

/** Writes a JSON object of the store (always revalidated: the registry, a remote's releases). */
async function putJson(store: ObjectStore, key: string, data: unknown): Promise<void> {
  await store.put(key, `${JSON.stringify(data, null, 2)}\n`, { contentType: JSON_TYPE, cacheControl: cacheControlFor(key) });
}

async function readRegistry(store: ObjectStore): Promise<RemoteRegistry> {
  return (await getJson<RemoteRegistry>(store, REGISTRY_FILE)) ?? { remotes: [] };
}

/**
 * The remote's state. A store written before releases.json kept the history
 * (a bare array of releases) reads as the registry says: a history of the
 * live release alone, served where its entry is.
 */
async function readReleases(store: ObjectStore, name: string): Promise<ReleaseState> {
  const state = await getJson<ReleaseState | ReleaseRecord[]>(store, `${name}/${RELEASES_FILE}`);
  if (!Array.isArray(state)) return state ?? { releases: [], history: [] };
  const entry = (await readRegistry(store)).remotes.find((remote) => remote.name === name);
  if (!entry?.release) return { releases: state, history: [] };
  const publicUrl = storeFolderOf(entry.entry);
  return { releases: state, history: [entry.release], ...(publicUrl ? { public_url: publicUrl } : {}) };
}

async function writeReleases(store: ObjectStore, name: string, state: ReleaseState): Promise<void> {
  await putJson(store, `${name}/${RELEASES_FILE}`, state);
}

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
const SYNC_ROUNDS = 20;

/** Brings the registry in line with every remote's releases.json, checking again after its own write. */
async function syncRegistry(store: ObjectStore): Promise<RemoteRegistry> {
  for (let round = 0; round < SYNC_ROUNDS; round += 1) {
    const states = new Map(await Promise.all(remotes.map(async (app) => [app.name, await readReleases(store, app.name)] as const)));
    const current = await readRegistry(store);
    const desired = desiredRegistry(current, states);
    if (JSON.stringify(desired) === JSON.stringify(current)) return current;
    await putJson(store, REGISTRY_FILE, desired);
  }
  throw new Error(`The registry of ${store.label} kept changing under this writer: run the command again`);
}

export {
  REGISTRY_FILE,
  openStore,
  readRegistry,
  readReleases,
  remotePublicUrl,
  storeLocation,
  storePublicUrl,
  syncRegistry,
  writeReleases,
};
export type { ReleaseRecord, ReleaseState };
