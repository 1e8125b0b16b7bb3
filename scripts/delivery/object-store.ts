/**
 * The release store as object storage: keys under one root, each object with
 * the headers it is served with. A folder (`.releases/`, any path) and any
 * S3-compatible bucket (`s3://<bucket>/<prefix>`) are the same store to the
 * release tool: it needs only get, put, list and delete, and read-after-write
 * consistency — no rename, no lock file, no conditional write.
 */

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

async function getJson<T>(store: ObjectStore, key: string): Promise<T | null> {
  const body = await store.get(key);
  return body === null ? null : (JSON.parse(body.toString('utf8')) as T);
}

export { getJson };
export type { ObjectStore, PutOptions, StoredObject };
