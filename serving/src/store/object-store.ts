/**
 * The release store as object storage: keys under one root, each object with
 * the headers it is served with. A folder (`.releases/`, any path) and any
 * S3-compatible bucket (`s3://<bucket>/<prefix>`) are the same store to the
 * release tool: it needs only get, put, list and delete, and read-after-write
 * consistency — no rename, no atomic create, no conditional write (the
 * writers' lock is made of these alone: store-lock.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { registryJson } from '@cabinet/runtime/registry';
import { cacheControlFor, contentTypeOf } from '../static-rules.ts';

interface StoredObject {
  key: string;
  /** When the store last wrote it, by the store's clock. */
  lastModified: Date;
}

interface PutOptions {
  contentType: string;
  cacheControl: string;
}

interface ObjectStore {
  /** For people: the folder or `s3://bucket/prefix`. */
  readonly label: string;
  get(key: string): Promise<Buffer | null>;
  /** Whole or not at all: a reader sees the old object or the new one. */
  put(key: string, body: Buffer | string, options: PutOptions): Promise<void>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
  delete(keys: readonly string[]): Promise<void>;
}

/**
 * A JSON object of the store, or null when there is none. S3 replaces an
 * object whole and the folder store renames a whole file into place, but a
 * store that writes in place (a folder synced by hand, a server less strict
 * than S3) can show a write half done: that is read again, a few times,
 * before it counts as broken.
 */
async function getJson<T>(store: ObjectStore, key: string): Promise<T | null> {
  for (let attempt = 1; ; attempt += 1) {
    const body = await store.get(key);
    if (body === null) return null;
    try {
      return JSON.parse(body.toString('utf8')) as T;
    } catch (error) {
      if (attempt >= 5) throw new Error(`${store.label}: ${key} — не JSON (или записан не до конца)`, { cause: error });
      await sleep(50 * attempt);
    }
  }
}

/**
 * Writes a JSON object of the store, with the type and cache header it is
 * served with (always revalidated: a remote's `releases.json`). As any JSON
 * a document may put inline is written (`registryJson`): no `<` in it.
 */
async function putJson(store: ObjectStore, key: string, data: unknown): Promise<void> {
  await store.put(key, registryJson(data), { contentType: contentTypeOf(key), cacheControl: cacheControlFor(key) });
}

export { getJson, putJson };
export type { ObjectStore, PutOptions, StoredObject };
