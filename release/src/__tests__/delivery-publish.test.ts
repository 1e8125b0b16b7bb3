/**
 * The release store (release/): publish, keep, switch, roll back,
 * refuse — on remote builds laid out as rspack writes them (a manifest that
 * records the requirements, an entry, hashed chunks) in temporary folders.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ReleaseIdSchema } from '@cabinet/runtime/registry';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listReleases, publishRelease, rollback } from '../publish.ts';
import { ReleaseRefused } from '../release-build.ts';
import { readStoreRegistry } from '../store/registry.ts';
import { events, host, publicUrl, releaseStoreFixture } from '../testing/release-store-fixture.ts';

const fixture = releaseStoreFixture();
const build = (label: string) => fixture.build(label);

async function editManifest(dist: string, change: (manifest: Record<string, unknown>) => void): Promise<void> {
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  change(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

describe('publishing a remote', () => {
  it('copies the build into an immutable release folder named by version and content, and makes it live', async () => {
    const published = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    expect(published.id).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    // The only ids a host accepts in a preview link.
    expect(v.is(ReleaseIdSchema, published.id)).toBe(true);
    expect(existsSync(path.join(fixture.root, 'events', published.id, 'mf-manifest.json'))).toBe(true);
    const registry = await readStoreRegistry(fixture.objects);
    expect(registry.remotes).toEqual([
      { name: 'events', title: 'События', entry: `http://localhost:${events.port}/${published.id}/mf-manifest.json`, release: published.id },
    ]);
    // Nothing half-written or temporary is left beside it, and the hidden source map is not published.
    expect((await readdir(path.join(fixture.root, 'events'))).sort()).toEqual([published.id, 'releases.json'].sort());
    expect((await readdir(path.join(fixture.root, 'events', published.id, 'static/js'))).sort()).toEqual(['module.1a2b3c4d.js']);
  });

  it('gives the same build the same release: publishing it again only moves the pointer', async () => {
    const a = await build('a');
    const first = await publishRelease({ store: fixture.objects, publicUrl, dist: a, host });
    await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    const again = await publishRelease({ store: fixture.objects, publicUrl, dist: a, host });
    expect(again).toEqual({ name: 'events', id: first.id, created: false, live: first.id });
    expect((await listReleases(fixture.objects, 'events')).live).toBe(first.id);
    expect((await listReleases(fixture.objects, 'events')).releases).toHaveLength(2);
  });

  it('keeps the newest releases and the live one, and removes the rest', async () => {
    const ids: string[] = [];
    for (const label of ['a', 'b', 'c', 'd']) ids.push((await publishRelease({ store: fixture.objects, publicUrl, dist: await build(label), host, keep: 2 })).id);
    const { releases } = await listReleases(fixture.objects, 'events');
    expect(releases.map((release) => release.id)).toEqual(ids.slice(2));
    expect(existsSync(path.join(fixture.root, 'events', ids[0] ?? ''))).toBe(false);
  });

  it('leaves the other remotes’ entries as they are, in the order of apps.json', async () => {
    await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    const registryFile = path.join(fixture.root, 'remotes.json');
    const registry = JSON.parse(await readFile(registryFile, 'utf8')) as { remotes: object[] };
    const polls = { name: 'polls', title: 'Опросы', entry: 'http://localhost:3003/0.1.0-1111111111/mf-manifest.json', release: '0.1.0-1111111111' };
    await writeFile(registryFile, JSON.stringify({ remotes: [polls, ...registry.remotes] }));
    await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    const after = await readStoreRegistry(fixture.objects);
    expect(after.remotes.map((remote) => remote.name)).toEqual(['events', 'polls']);
    expect(after.remotes[1]).toEqual(polls);
  });

  it('refuses a build that does not fit the host, naming the misfits, and changes nothing', async () => {
    const first = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    const misfit = await build('react20');
    await editManifest(misfit, (manifest) => {
      manifest.shared = [{ name: 'react', requiredVersion: '^20.0.0' }];
    });
    await expect(publishRelease({ store: fixture.objects, publicUrl, dist: misfit, host })).rejects.toThrow(ReleaseRefused);
    await expect(publishRelease({ store: fixture.objects, publicUrl, dist: misfit, host })).rejects.toThrow(/нужен react \^20\.0\.0, хост даёт 19\.3\.1/);
    expect((await listReleases(fixture.objects, 'events')).live).toBe(first.id);
    expect((await listReleases(fixture.objects, 'events')).releases).toHaveLength(1);
  });
});

describe('rolling back', () => {
  it('makes the release before the live one live, by default', async () => {
    const a = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    expect((await rollback(fixture.objects, 'events')).live).toBe(a.id);
    expect((await listReleases(fixture.objects, 'events')).live).toBe(a.id);
  });

  it('goes to the release asked for, and says when there is none', async () => {
    const a = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    const b = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    await rollback(fixture.objects, 'events', { to: a.id });
    expect((await rollback(fixture.objects, 'events', { to: b.id })).live).toBe(b.id);
    await expect(rollback(fixture.objects, 'events', { to: '9.9.9-0000000000' })).rejects.toThrow(/выпуска 9\.9\.9-0000000000 нет в хранилище/);
    expect((await listReleases(fixture.objects, 'events')).live).toBe(b.id);
  });

  it('follows the history of the live pointer, not the order of publication', async () => {
    const a = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    expect((await rollback(fixture.objects, 'events')).live).toBe(a.id);
    await publishRelease({ store: fixture.objects, publicUrl, dist: await build('c'), host });
    expect((await rollback(fixture.objects, 'events')).live).toBe(a.id);
    await expect(rollback(fixture.objects, 'events')).rejects.toThrow(/откатываться не к чему/);
    expect((await listReleases(fixture.objects, 'events')).live).toBe(a.id);
  });

  it('walks back over a switch asked for by id as over a release', async () => {
    const a = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    const b = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    const c = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('c'), host });
    await rollback(fixture.objects, 'events', { to: a.id });
    expect((await rollback(fixture.objects, 'events')).live).toBe(c.id);
    expect((await rollback(fixture.objects, 'events')).live).toBe(b.id);
    expect((await rollback(fixture.objects, 'events')).live).toBe(a.id);
  });

  it('skips the releases that were pruned', async () => {
    const ids: string[] = [];
    for (const label of ['a', 'b', 'c', 'd']) ids.push((await publishRelease({ store: fixture.objects, publicUrl, dist: await build(label), host, keep: 2 })).id);
    expect((await rollback(fixture.objects, 'events')).live).toBe(ids[2]);
    await expect(rollback(fixture.objects, 'events')).rejects.toThrow(/откатываться не к чему/);
  });

  it('reads a store written before the history was kept as the live release alone', async () => {
    const a = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    const b = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    const file = path.join(fixture.root, 'events', 'releases.json');
    const { releases } = JSON.parse(await readFile(file, 'utf8')) as { releases: unknown[] };
    await writeFile(file, JSON.stringify(releases));
    await expect(rollback(fixture.objects, 'events')).rejects.toThrow(/откатываться не к чему/);
    expect((await rollback(fixture.objects, 'events', { to: a.id })).live).toBe(a.id);
    expect((await rollback(fixture.objects, 'events')).live).toBe(b.id);
  });
});
