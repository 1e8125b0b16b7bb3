/**
 * The release store (release/): publish, keep, switch, roll back,
 * refuse — on remote builds laid out as rspack writes them (a manifest that
 * records the requirements, an entry, hashed chunks) in temporary folders.
 * What a host shows is the registry composed from each remote's own
 * `releases.json` (runtime 1.6.0); the tool writes nothing outside `<name>/`.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, ReleaseIdSchema } from '@cabinet/runtime/registry';
import { parseStoreLocation } from '@cabinet/serving/store-location';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listReleases, publishRelease, rollback } from '../publish.ts';
import { ReleaseRefused } from '../release-build.ts';
import { composedRegistry } from '../testing/composed-registry.ts';
import { events, host, publicUrl, releaseStoreFixture } from '../testing/release-store-fixture.ts';

const fixture = releaseStoreFixture();
const build = (label: string) => fixture.build(label);
/** The registry a host composes from the fixture's store (each remote's folder on its port). */
const composed = () => composedRegistry(fixture.objects, parseStoreLocation(fixture.root));

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
    expect((await composed()).remotes).toEqual([
      { name: 'events', title: 'События', entry: `http://localhost:${events.port}/${published.id}/mf-manifest.json`, release: published.id },
    ]);
    // Nothing outside the remote's folder (no registry at the root), nothing half-written or
    // temporary beside it, and the hidden source map is not published.
    expect(await readdir(fixture.root)).toEqual(['events']);
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

  it('leaves another remote’s record and a registry written before 1.6.0 as they are; the host composes both, in the order of apps.json', async () => {
    const pollsRelease = '0.1.0-1111111111';
    const pollsFile = path.join(fixture.root, 'polls', 'releases.json');
    await mkdir(path.dirname(pollsFile), { recursive: true });
    const pollsRecord = JSON.stringify({ releases: [{ id: pollsRelease, version: '0.1.0', created_at: '2025-01-01T00:00:00Z' }], history: [pollsRelease] });
    await writeFile(pollsFile, pollsRecord);
    const legacyFile = path.join(fixture.root, REGISTRY_FILE);
    const legacy = JSON.stringify({ remotes: [{ name: 'events', title: 'События', entry: 'http://localhost:3001/0.1.0-2222222222/mf-manifest.json' }] });
    await writeFile(legacyFile, legacy);

    const published = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    expect(await readFile(pollsFile, 'utf8')).toBe(pollsRecord);
    expect(await readFile(legacyFile, 'utf8')).toBe(legacy);
    expect((await composed()).remotes.map((remote) => [remote.name, remote.release])).toEqual([
      ['events', published.id],
      ['polls', pollsRelease],
    ]);
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

  it('reads a store written before the history was kept as its old registry says: the live release alone', async () => {
    const a = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('a'), host });
    const b = await publishRelease({ store: fixture.objects, publicUrl, dist: await build('b'), host });
    // Such a store kept releases.json as a bare array, and the live release in its registry (remotes.json).
    const file = path.join(fixture.root, 'events', 'releases.json');
    const { releases } = JSON.parse(await readFile(file, 'utf8')) as { releases: unknown[] };
    await writeFile(file, JSON.stringify(releases));
    const legacyFile = path.join(fixture.root, REGISTRY_FILE);
    const legacy = JSON.stringify({ remotes: [{ name: 'events', title: 'События', entry: `${publicUrl}/${b.id}/mf-manifest.json`, release: b.id }] });
    await writeFile(legacyFile, legacy);
    // A host composes nothing from a bare array, until the next change writes the record.
    expect((await composed()).remotes).toEqual([]);
    expect((await listReleases(fixture.objects, 'events')).live).toBe(b.id);

    await expect(rollback(fixture.objects, 'events')).rejects.toThrow(`до ${b.id} не действовал ни один выпуск`);
    expect((await rollback(fixture.objects, 'events', { to: a.id })).live).toBe(a.id);
    expect((await composed()).remotes[0]?.release).toBe(a.id);
    expect((await rollback(fixture.objects, 'events')).live).toBe(b.id);
    expect((await composed()).remotes[0]?.release).toBe(b.id);
    // The old registry is read, never written.
    expect(await readFile(legacyFile, 'utf8')).toBe(legacy);
  });
});
