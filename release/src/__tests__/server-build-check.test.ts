/**
 * The server build a release carries (dist/server/remoteEntry.cjs): loaded in
 * a Node of its own before the release is made, refused when it does not load
 * or gives another remote's routes; a build without one is released as before.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReleaseRefused, releaseOf } from '../release-build.ts';
import { checkServerBuild } from '../server-build-check.ts';
import { host } from '../testing/release-store-fixture.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';

let dist = '';
beforeEach(async () => {
  dist = await writeRemoteBuild(await mkdtemp(path.join(tmpdir(), 'cabinet-server-build-')), 'events', 'a', host);
});
afterEach(() => rm(dist, { recursive: true, force: true }));

/** A container as a server build makes it: `init` with a share scope, `get('./module')`. */
const container = (module: string, top = '') => `${top}
module.exports = { init: async () => {}, get: async () => () => ({ default: ${module} }) };`;

async function withServerBuild(code: string): Promise<void> {
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(path.join(dist, 'server/remoteEntry.cjs'), code);
}

describe('a release’s server build', () => {
  it('is none in a build without one, which is released as before', async () => {
    expect(await checkServerBuild(dist, 'events')).toEqual({ kind: 'none' });
    expect((await releaseOf(dist, host)).name).toBe('events');
  });

  it('loads in Node and gives the remote’s routes', async () => {
    await withServerBuild(container("{ name: 'events', title: 'События', routes: [{ index: true }, { path: ':id' }] }"));
    expect(await checkServerBuild(dist, 'events')).toEqual({ kind: 'loads', routes: 2 });
  });

  it('is refused when it throws as it loads (a page code that reads window at once), or gives another remote', async () => {
    await withServerBuild(container('{}', "if (typeof window === 'undefined') throw new Error('window is not defined');"));
    expect(await checkServerBuild(dist, 'events')).toEqual({ kind: 'broken', reason: 'window is not defined' });
    await expect(releaseOf(dist, host)).rejects.toThrow(ReleaseRefused);
    await expect(releaseOf(dist, host)).rejects.toThrow('серверная сборка (dist/server) не загружается в Node: window is not defined');

    await withServerBuild(container("{ name: 'polls', title: 'Опросы', routes: [] }"));
    expect(await checkServerBuild(dist, 'events')).toEqual({ kind: 'broken', reason: './module не отдаёт раздела events с маршрутами' });
  });
});
