/**
 * The S3 test server answers a write as S3 does, once the object is whole:
 * its store (s3rver's, with writeObjectsWhole) has written the object's file
 * when the write resolves. An object large enough that writing it takes
 * longer than the bookkeeping after it, given whole or as a stream.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeObjectsWhole, type ObjectFileStore } from '../s3-test-server.ts';

// s3rver's own store, as its server makes it (not declared by @types/s3rver).
const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (directory: string) => ObjectFileStore & { putBucket(name: string): Promise<void> };

let directory: string;
let store: ObjectFileStore & { putBucket(name: string): Promise<void> };
const object = Buffer.alloc(64 * 1024 * 1024, 'x');

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'cabinet-s3-store-'));
  store = new FilesystemStore(directory);
  await store.putBucket('cabinet');
  writeObjectsWhole(store);
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

for (const [given, content] of [
  ['whole', () => object],
  ['as a stream', () => Readable.from([object])],
] as const) {
  it(`has written the whole object when its write, given ${given}, resolves`, async () => {
    const key = `events/${given.replace(/\W/g, '-')}.json`;
    const written = await store.putObject({ bucket: 'cabinet', key, content: content(), metadata: {} });
    const file = await readFile(store.getResourcePath('cabinet', key, 'object'));
    expect({ size: written.size, onDisk: file.length, same: file.equals(object) }).toEqual({ size: object.length, onDisk: object.length, same: true });
  });
}
