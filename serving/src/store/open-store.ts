/** The object store at a store's location: a folder, or an S3-compatible bucket. */
import type { StoreLocation } from '../store-location.ts';
import { FolderStore } from './folder-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3Store } from './s3-store.ts';

function openStore(location: StoreLocation): ObjectStore {
  return location.kind === 'bucket' ? new S3Store(location) : new FolderStore(location.folder);
}

export { openStore };
