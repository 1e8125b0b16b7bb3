/**
 * Copies a build into the store as `<name>/<id>/…`, each object with the
 * type and cache header it is served with, less what is never published
 * (source maps, dotfiles). The manifest goes last: a release
 * whose manifest is in the store is whole (an interrupted upload is simply
 * uploaded again), and nothing points at it before that.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE as MANIFEST } from '@cabinet/runtime/registry';
import { cacheControlFor, contentTypeOf, isRefusedPath } from '@cabinet/serving/static-rules';
import { buildFiles } from './release-build.ts';
import type { ObjectStore } from '@cabinet/serving/store/object-store';

/** Uploads at once: enough to fill a link to object storage, few enough for a small machine. */
const PARALLEL = 8;

async function isWhole(store: ObjectStore, name: string, id: string): Promise<boolean> {
  return (await store.list(`${name}/${id}/${MANIFEST}`)).length > 0;
}

async function uploadAll(store: ObjectStore, dist: string, prefix: string, files: readonly string[]): Promise<void> {
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const key = `${prefix}/${file}`;
      await store.put(key, await readFile(path.join(dist, file)), { contentType: contentTypeOf(file), cacheControl: cacheControlFor(key) });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Uploads the release unless the store has it whole; true when it uploaded. */
async function uploadRelease(store: ObjectStore, dist: string, name: string, id: string): Promise<boolean> {
  if (await isWhole(store, name, id)) return false;
  // What the servers never serve (source maps, built hidden for error reports; dotfiles) is never published.
  const files = (await buildFiles(dist)).filter((file) => !isRefusedPath(`/${file}`));
  const prefix = `${name}/${id}`;
  // Chunks first, then the entry, then the manifest that names them.
  await uploadAll(store, dist, prefix, files.filter((file) => file !== MANIFEST && file !== 'remoteEntry.js'));
  await uploadAll(store, dist, prefix, files.filter((file) => file === 'remoteEntry.js'));
  await uploadAll(store, dist, prefix, [MANIFEST]);
  return true;
}

export { isWhole, uploadRelease };
