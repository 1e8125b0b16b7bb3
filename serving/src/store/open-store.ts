/**
 * The object store at a store's location: a folder, or an S3-compatible
 * bucket. The S3 SDK is loaded only for a bucket: it is most of what the
 * release tool, `npm start` and the renderer would otherwise load at start
 * (about 0.4 s of CPU a run, and the release tool runs once a command).
 */
import type { StoreLocation } from '../store-location.ts';
import { FolderStore } from './folder-store.ts';
import type { ObjectStore } from './object-store.ts';

async function openStore(location: StoreLocation): Promise<ObjectStore> {
  if (location.kind === 'folder') return new FolderStore(location.folder);
  const { S3Store } = await import('./s3-store.ts');
  return new S3Store(location);
}

export { openStore };
