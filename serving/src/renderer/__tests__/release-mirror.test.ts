/**
 * With a bucket store the renderer paints sections from copies of the
 * releases the registry names: the manifest and the server build of each
 * live and canary release, laid out as a folder store, never a release the
 * registry does not name, and only a few kept.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FolderStore } from '../../store/folder-store.ts';
import { openReleaseMirror, type ReleaseMirror } from '../release-mirror.ts';

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.2.0-bbbbbbbbbb';

let bucket: FolderStore;
let bucketFolder: string;
let mirror: ReleaseMirror;

/** A release as the release tool uploads it: the browser's files, the manifest, the server build. */
async function upload(name: string, release: string, { server = true } = {}): Promise<void> {
  await bucket.put(`${name}/${release}/mf-manifest.json`, JSON.stringify({ name, release }));
  await bucket.put(`${name}/${release}/remoteEntry.js`, 'browser entry');
  if (!server) return;
  await bucket.put(`${name}/${release}/server/remoteEntry.cjs`, `module.exports = ${JSON.stringify(release)};`);
  await bucket.put(`${name}/${release}/server/chunks/1.abc.cjs`, 'chunk');
}

/** A registry as the renderer reads it: entries with their manifest's address and title. */
const registry = (...remotes: { name: string; release: string; canary?: object }[]) => ({
  remotes: remotes.map((remote) => ({ entry: `https://releases.example/${remote.name}/${remote.release}/mf-manifest.json`, title: remote.name, ...remote })),
});

beforeEach(async () => {
  bucketFolder = await mkdtemp(path.join(os.tmpdir(), 'cabinet-mirror-bucket-'));
  bucket = new FolderStore(bucketFolder);
  mirror = await openReleaseMirror(bucket);
});
afterEach(async () => {
  vi.useRealTimers();
  await mirror.close();
  await rm(bucketFolder, { recursive: true, force: true });
});

describe('the copies of a bucket’s releases', () => {
  it('holds each live and canary release’s manifest and server build, laid out as a folder store, and not its browser files', async () => {
    await upload('events', LIVE);
    await upload('events', CANARY);
    await mirror.follow(registry({ name: 'events', release: LIVE, canary: { release: CANARY, entry: `https://releases.example/events/${CANARY}/mf-manifest.json`, percent: 10 } }));
    for (const release of [LIVE, CANARY]) {
      const copied = path.join(mirror.folder, 'events', release);
      expect(await readFile(path.join(copied, 'server', 'remoteEntry.cjs'), 'utf8')).toBe(`module.exports = ${JSON.stringify(release)};`);
      expect(await readFile(path.join(copied, 'server', 'chunks', '1.abc.cjs'), 'utf8')).toBe('chunk');
      expect(JSON.parse(await readFile(path.join(copied, 'mf-manifest.json'), 'utf8'))).toEqual({ name: 'events', release });
      expect(existsSync(path.join(copied, 'remoteEntry.js'))).toBe(false);
    }
  });

  it('copies nothing for a release with no server build, a name or an id that is not one; a later release is still copied', async () => {
    await upload('events', LIVE, { server: false });
    await upload('polls', CANARY);
    await mirror.follow(registry({ name: 'events', release: LIVE }, { name: 'polls', release: '../../etc' }));
    await mirror.follow(registry({ name: '../polls', release: CANARY }));
    expect(existsSync(path.join(mirror.folder, 'events', LIVE))).toBe(false);
    expect(existsSync(path.join(mirror.folder, 'polls'))).toBe(false);
    expect(existsSync(path.join(mirror.folder, '..', 'polls'))).toBe(false);
    await mirror.follow(registry({ name: 'polls', release: CANARY }));
    expect(existsSync(path.join(mirror.folder, 'polls', CANARY, 'server', 'remoteEntry.cjs'))).toBe(true);
  });

  it('says when a release could not be copied, and tries it again a few seconds later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await upload('events', LIVE, { server: false });
    expect(await mirror.follow(registry({ name: 'events', release: LIVE }))).toBe(false);
    await upload('events', LIVE);
    expect(await mirror.follow(registry({ name: 'events', release: LIVE }))).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(await mirror.follow(registry({ name: 'events', release: LIVE }))).toBe(true);
    expect(existsSync(path.join(mirror.folder, 'events', LIVE, 'server', 'remoteEntry.cjs'))).toBe(true);
  });

  it('keeps a dozen releases: past that, those the registry no longer names are deleted', async () => {
    const releases = Array.from({ length: 14 }, (_, index) => `0.${index + 1}.0-${String(index).padStart(10, 'c')}`);
    for (const release of releases) {
      await upload('events', release);
      await mirror.follow(registry({ name: 'events', release }));
    }
    const kept = releases.filter((release) => existsSync(path.join(mirror.folder, 'events', release)));
    expect(kept).toEqual(releases.slice(-12));
  });

  it('is gone when the renderer closes', async () => {
    await mirror.close();
    expect(existsSync(mirror.folder)).toBe(false);
  });
});
