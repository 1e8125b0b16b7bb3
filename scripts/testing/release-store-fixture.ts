/**
 * For the release tool's tests: a fresh folder store per test in a temporary
 * folder, and events builds that fit this host (remote-build.ts) — `label`
 * changes a build's code: another build, another release.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { remotes, type RemoteApp } from '../apps.ts';
import { FolderStore } from '../delivery/folder-store.ts';
import { hostProvisions } from '../delivery/provisions.ts';
import { remotePublicUrl } from '../delivery/store.ts';
import { writeRemoteBuild } from './remote-build.ts';

function eventsApp(): RemoteApp {
  const app = remotes.find((remote) => remote.name === 'events');
  if (!app) throw new Error('no events remote');
  return app;
}

const events = eventsApp();
const host = hostProvisions(path.resolve(events.dir, '../../host'));
const publicUrl = remotePublicUrl('/any/folder', events);

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
