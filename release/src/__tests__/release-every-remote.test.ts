/**
 * `npm run release:all` (issue 29): a new store gets every remote, so a host
 * whose config.json lists them (`remotes`, as release:all prints them)
 * composes a registry with every section; a remote already live there is
 * left as its team released it, and a misfit is refused alone.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remotes } from '@cabinet/serving/apps';
import { parseStoreLocation } from '@cabinet/serving/store-location';
import { describe, expect, it } from 'vitest';
import { listReleases, publishRelease } from '../publish.ts';
import { outcomeLine, releaseEveryRemote } from '../release-every-remote.ts';
import { composedRegistry } from '../testing/composed-registry.ts';
import { host, publicUrl, releaseStoreFixture } from '../testing/release-store-fixture.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';

const fixture = releaseStoreFixture();
const location = () => parseStoreLocation(fixture.root);
const composed = async () => (await composedRegistry(fixture.objects, location())).remotes;
/** Each remote's build, in a folder of the test's store's parent. */
const dist = (remote: { name: string }) => path.join(fixture.root, '..', `build-${remote.name}`);
const buildAll = async () => {
  for (const remote of remotes) await writeRemoteBuild(dist(remote), remote.name, 'current', host);
};

describe('releasing every remote into a store', () => {
  it('fills an empty store: the composed registry lists every section of apps.json', async () => {
    await buildAll();
    const outcomes = await releaseEveryRemote({ store: fixture.objects, location: location(), host, dist });
    expect(outcomes.map((outcome) => [outcome.name, outcome.status])).toEqual(remotes.map((remote) => [remote.name, 'released']));
    const released = new Map(outcomes.map((outcome) => [outcome.name, outcome.status === 'released' ? outcome.id : '']));
    expect((await composed()).map((entry) => [entry.name, entry.title, entry.entry])).toEqual(
      remotes.map((remote) => [remote.name, remote.title, `http://localhost:${remote.port}/${released.get(remote.name)}/mf-manifest.json`]),
    );
    // Each remote's own folder, and nothing shared beside them.
    expect((await readdir(fixture.root)).sort()).toEqual(remotes.map((remote) => remote.name).sort());
    expect(outcomeLine(outcomes[0]!)).toMatch(/^events: выпуск \S+ действует$/);
  });

  it('leaves a remote its team already released, and fills in the others', async () => {
    await buildAll();
    const teams = await publishRelease({
      store: fixture.objects,
      publicUrl,
      dist: await writeRemoteBuild(path.join(fixture.root, '..', 'team-events'), 'events', 'newer', host),
      host,
    });
    const outcomes = await releaseEveryRemote({ store: fixture.objects, location: location(), host, dist, keepLive: true });
    expect(outcomes[0]).toEqual({ name: 'events', status: 'kept', id: teams.id });
    expect(outcomeLine(outcomes[0]!)).toBe(`events: уже действует выпуск ${teams.id}, оставлен как есть`);
    expect(outcomes.slice(1).every((outcome) => outcome.status === 'released')).toBe(true);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual([teams.id]);
    expect(await composed()).toHaveLength(remotes.length);
    expect((await composed()).find((entry) => entry.name === 'events')?.release).toBe(teams.id);
  });

  it('refuses a build that does not fit the host and still releases the others', async () => {
    await buildAll();
    const polls = path.join(dist({ name: 'polls' }), 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(polls, 'utf8')) as Record<string, unknown>;
    await writeFile(polls, JSON.stringify({ ...manifest, shared: [{ name: 'react', requiredVersion: '^20.0.0' }] }));
    const outcomes = await releaseEveryRemote({ store: fixture.objects, location: location(), host, dist });
    const refused = outcomes.find((outcome) => outcome.name === 'polls');
    expect(refused?.status).toBe('refused');
    expect(outcomeLine(refused!)).toMatch(/^polls: не выпущен — polls не подходит хосту:\n {2}- нужен react \^20\.0\.0/);
    expect((await composed()).map((entry) => entry.name)).toEqual(remotes.map((remote) => remote.name).filter((name) => name !== 'polls'));
  });
});
