/**
 * Two teams on one S3 store, each with credentials for its own prefix only
 * (the per-prefix policy, as prefix-only-store.ts enforces it, refusing as S3
 * does): events and polls both release, and the registry a host composes
 * from config.json's `remotes` (runtime 1.6.0) — each team's releases.json
 * read over HTTP, as the browser reads it — shows both live. Neither team can
 * change the other's section: its store refuses to write the other's record,
 * a registry at the root or the other's releases, and a record it forges in
 * its own folder cannot point its section outside that folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConfiguredRemote } from '@cabinet/runtime/config';
import { REGISTRY_FILE, RELEASES_FILE, composeRegistry, registryJson, releasesUrl, type RemoteEntry } from '@cabinet/runtime/registry';
import { remoteNamed } from '@cabinet/serving/apps';
import { remoteStoreUrl, type StoreLocation } from '@cabinet/serving/store-location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredRemotes } from '../config-remotes.ts';
import { publishRelease, rollback } from '../publish.ts';
import { putJson } from '@cabinet/serving/store/object-store';
import { AccessDenied, prefixOnlyStore } from '../testing/prefix-only-store.ts';
import { host } from '../testing/release-store-fixture.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';

let s3: S3TestServer;
let work: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  work = await mkdtemp(path.join(tmpdir(), 'cabinet-two-teams-'));
});
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

/** What a team's CI can do to the store at `prefix`: read everything, write and delete under `<name>/` only. */
const teamStore = (prefix: string, name: string) => prefixOnlyStore(s3.store(prefix), [`${name}/`]);

/** A build of remote `name` (`label` changes its code: another release). */
const build = (prefix: string, name: string, label: string) => writeRemoteBuild(path.join(work, `${prefix}-${name}-${label}`), name, label, host);

/** Releases `name` live as its team's CI does: with its own credentials, at the address config.json gives its folder. */
async function teamRelease(prefix: string, name: string, label: string) {
  const location = s3.location(prefix);
  const dist = await build(prefix, name, label);
  return publishRelease({ store: teamStore(prefix, name), dist, host, publicUrl: remoteStoreUrl(location, remoteNamed(name)) });
}

/** The registry a host with config.json's `remotes` for `location` composes, reading each releases.json over HTTP. */
async function hostRegistry(location: StoreLocation): Promise<RemoteEntry[]> {
  const remotes = configuredRemotes(location);
  const records = await Promise.all(
    remotes.map(async (remote) => {
      const answer = await fetch(releasesUrl(remote), { cache: 'no-store' });
      return answer.ok ? ((await answer.json()) as unknown) : null;
    }),
  );
  return composeRegistry(remotes, records).remotes;
}

/** Whether `url`, resolved (`..` and all), is inside the folder `folder`. */
function inside(url: string, folder: string): boolean {
  return new URL(url).href.startsWith(`${folder.replace(/\/+$/, '')}/`);
}

function configured(location: StoreLocation, name: string): ConfiguredRemote {
  const remote = configuredRemotes(location).find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not in apps.json`);
  return remote;
}

/** Events and polls released at once by their teams into a fresh prefix. */
async function bothReleased(prefix: string) {
  const [events, polls] = await Promise.all([teamRelease(prefix, 'events', 'a'), teamRelease(prefix, 'polls', 'a')]);
  return { location: s3.location(prefix), events, polls };
}

describe('two teams, each allowed only its own prefix of the store', () => {
  it('both release — no write refused — and the registry the host composes shows both live, each in its own folder', async () => {
    // A write outside a team's prefix would be refused (AccessDenied) and fail its release.
    const { location, events, polls } = await bothReleased('both');
    expect(await hostRegistry(location)).toEqual([
      { name: 'events', title: 'События', entry: `${location.publicUrl}/events/${events.id}/mf-manifest.json`, release: events.id },
      { name: 'polls', title: 'Опросы', entry: `${location.publicUrl}/polls/${polls.id}/mf-manifest.json`, release: polls.id },
    ]);
    // And a rollback, a canary, another release: still within the prefix.
    const next = await teamRelease('both', 'events', 'b');
    const canary = await publishRelease({
      store: teamStore('both', 'polls'),
      dist: await build('both', 'polls', 'b'),
      host,
      publicUrl: configured(location, 'polls').store,
      rollout: { kind: 'canary', percent: 20 },
    });
    expect((await rollback(teamStore('both', 'events'), 'events')).live).toBe(events.id);
    expect((await hostRegistry(location)).map((entry) => [entry.name, entry.release, entry.canary?.release])).toEqual([
      ['events', events.id, undefined],
      ['polls', polls.id, canary.id],
    ]);
    expect(next.id).not.toBe(events.id);
    const keys = (await s3.store('both').list('')).map((object) => object.key);
    expect(keys.filter((key) => !key.startsWith('events/') && !key.startsWith('polls/'))).toEqual([]);
  });

  it('the events team can neither write the polls record, nor a registry at the root, nor anything of polls', async () => {
    const { location, polls } = await bothReleased('guarded');
    const before = await hostRegistry(location);
    const pollsRecord = await s3.store('guarded').get(`polls/${RELEASES_FILE}`);
    const eventsTeam = teamStore('guarded', 'events');
    const dropped = { releases: [], history: [] };
    const repointed = { remotes: [{ name: 'polls', title: 'Опросы', entry: 'https://evil.example/polls/mf-manifest.json' }] };

    await expect(putJson(eventsTeam, `polls/${RELEASES_FILE}`, dropped)).rejects.toThrow(AccessDenied);
    await expect(putJson(eventsTeam, REGISTRY_FILE, repointed)).rejects.toThrow(AccessDenied);
    await expect(eventsTeam.delete([`polls/${polls.id}/mf-manifest.json`])).rejects.toThrow(AccessDenied);
    // Nor through the release tool, run for polls with the events team's credentials.
    await expect(rollback(eventsTeam, 'polls')).rejects.toThrow(AccessDenied);
    const stolen = publishRelease({ store: eventsTeam, dist: await build('guarded', 'polls', 'evil'), host, publicUrl: 'https://evil.example/polls' });
    await expect(stolen).rejects.toThrow(AccessDenied);

    expect(await s3.store('guarded').get(`polls/${RELEASES_FILE}`)).toEqual(pollsRecord);
    expect(await s3.store('guarded').get(REGISTRY_FILE)).toBeNull();
    expect(await hostRegistry(location)).toEqual(before);

    // A registry at the root, were anyone to write one (a store from before 1.6.0), is not what a host reads.
    await s3.store('guarded').put(REGISTRY_FILE, registryJson(repointed), { contentType: 'application/json', cacheControl: 'no-cache' });
    expect(await hostRegistry(location)).toEqual(before);
  });

  it('a record the events team forges in its own folder cannot point its section outside <store>/events/, nor touch polls', async () => {
    const { location, events, polls } = await bothReleased('forged');
    const eventsTeam = teamStore('forged', 'events');
    const eventsFolder = configured(location, 'events').store;
    const pollsFolder = configured(location, 'polls').store;
    expect(eventsFolder).toBe(`${location.publicUrl}/events`);
    const pollsEntry = (await hostRegistry(location)).find((entry) => entry.name === 'polls');
    expect(pollsEntry?.release).toBe(polls.id);
    const released = (id: string) => ({ id, version: '0.1.0', created_at: '2025-01-01T00:00:00Z' });
    const eventsEntry = async () => (await hostRegistry(location)).find((entry) => entry.name === 'events');

    // Served, it says, from polls' folder: ignored.
    await putJson(eventsTeam, `events/${RELEASES_FILE}`, { releases: [released(events.id)], history: [events.id], public_url: pollsFolder });
    expect((await eventsEntry())?.entry).toBe(`${eventsFolder}/${events.id}/mf-manifest.json`);

    // Polls' live release as its own, live and as a canary: looked for in events' folder.
    await putJson(eventsTeam, `events/${RELEASES_FILE}`, {
      releases: [released(events.id), released(polls.id)],
      history: [polls.id],
      canary: { release: events.id, percent: 50 },
      public_url: 'https://evil.example',
    });
    const borrowed = await eventsEntry();
    expect(borrowed?.entry).toBe(`${eventsFolder}/${polls.id}/mf-manifest.json`);
    expect(borrowed?.canary?.entry).toBe(`${eventsFolder}/${events.id}/mf-manifest.json`);
    for (const url of [borrowed?.entry, borrowed?.canary?.entry]) expect(inside(url ?? '', eventsFolder), url).toBe(true);

    // A path or an address for a release id: the section is left out, the canary dropped.
    for (const id of [`../polls/${polls.id}`, `${pollsFolder}/${polls.id}`]) {
      await putJson(eventsTeam, `events/${RELEASES_FILE}`, { releases: [released(id)], history: [id] });
      expect(await eventsEntry(), id).toBeUndefined();
      await putJson(eventsTeam, `events/${RELEASES_FILE}`, { releases: [released(events.id), released(id)], history: [events.id], canary: { release: id, percent: 50 } });
      expect(await eventsEntry(), id).toEqual({ name: 'events', title: 'События', entry: `${eventsFolder}/${events.id}/mf-manifest.json`, release: events.id });
    }

    // Polls' section is as its team left it throughout.
    expect((await hostRegistry(location)).find((entry) => entry.name === 'polls')).toEqual(pollsEntry);
  });
});
