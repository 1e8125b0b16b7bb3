/**
 * For the release tool's tests: a fresh folder store per test in a temporary
 * folder, and events builds that fit this host (remote-build.ts) — `label`
 * changes a build's code: another build, another release.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { host as hostApp, remoteNamed } from '@cabinet/serving/apps';
import { parseStoreLocation, remoteStoreUrl } from '@cabinet/serving/store-location';
import { FolderStore } from '@cabinet/serving/store/folder-store';
import { writeRemoteBuild } from './remote-build.ts';

const events = remoteNamed('events');
/** What the host provides, as a remote's CI reads it: the committed record. */
const host = JSON.parse(readFileSync(path.join(hostApp.dir, 'provides.json'), 'utf8')) as HostProvisions;
const publicUrl = remoteStoreUrl(parseStoreLocation('/any/folder'), events);

interface ReleaseStoreFixture {
  /** The store's folder. */
  readonly root: string;
  readonly objects: FolderStore;
  build(label: string): Promise<string>;
}

/** Registers the hooks of the calling test file; the fields are the current test's. */
function releaseStoreFixture(): ReleaseStoreFixture {
  let work = '';
  let objects: FolderStore | null = null;
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'cabinet-store-'));
    objects = new FolderStore(path.join(work, 'store'));
  });
  afterEach(async () => rm(work, { recursive: true, force: true }));
  return {
    get root() {
      return path.join(work, 'store');
    },
    get objects() {
      if (!objects) throw new Error('the store exists inside a test only');
      return objects;
    },
    build: (label) => writeRemoteBuild(path.join(work, `dist-${label}`), 'events', label, host),
  };
}

export { events, host, publicUrl, releaseStoreFixture };
