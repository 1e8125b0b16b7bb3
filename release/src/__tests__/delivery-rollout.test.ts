/**
 * How a release goes out (release/): only stored for a preview, as a
 * canary beside the live release, promoted to everyone, a canary ended by a
 * rollback — what `releases` says of it, what the registry a host composes
 * from the remote's releases.json (runtime 1.6.0) serves, and which releases
 * a preview link may open (`previews` in releases.json, read by the host as
 * the runtime's `previewableReleases` says).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StoredReleasesSchema, previewableReleases } from '@cabinet/runtime/registry';
import { parseStoreLocation } from '@cabinet/serving/store-location';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { promoteRelease } from '../promote.ts';
import { canaryPercent, listReleases, publishRelease, releaseLines, rollback, type Rollout } from '../publish.ts';
import { ReleaseRefused } from '../release-build.ts';
import { composedRegistry } from '../testing/composed-registry.ts';
import { host, publicUrl, releaseStoreFixture } from '../testing/release-store-fixture.ts';

const fixture = releaseStoreFixture();

async function publish(label: string, rollout?: Rollout, keep?: number) {
  return publishRelease({ store: fixture.objects, publicUrl, dist: await fixture.build(label), host, rollout, keep });
}

/** Events' entry of the registry a host composes from the store. */
async function eventsEntry() {
  return (await composedRegistry(fixture.objects, parseStoreLocation(fixture.root))).remotes.find((remote) => remote.name === 'events');
}

/** What events' releases.json in the store offers a preview link, as the host reads it. */
async function previewable(): Promise<string[]> {
  const text = await readFile(path.join(fixture.root, 'events', 'releases.json'), 'utf8');
  return previewableReleases(v.parse(StoredReleasesSchema, JSON.parse(text)));
}

/** The releases stored for a preview, as releases.json records them. */
async function previews(): Promise<string[] | undefined> {
  const text = await readFile(path.join(fixture.root, 'events', 'releases.json'), 'utf8');
  return (JSON.parse(text) as { previews?: string[] }).previews;
}

describe('a release only stored (--no-switch)', () => {
  it('is uploaded and listed, while the live release and the composed registry stay', async () => {
    const live = await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    expect(stored).toMatchObject({ created: true, live: live.id });
    expect(existsSync(path.join(fixture.root, 'events', stored.id, 'mf-manifest.json'))).toBe(true);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual([live.id, stored.id]);
    expect(await eventsEntry()).toMatchObject({ release: live.id, entry: `${publicUrl}/${live.id}/mf-manifest.json` });
    expect((await eventsEntry())?.canary).toBeUndefined();
  });
});

describe('pruning old releases', () => {
  it('keeps the release a plain rollback returns to, however old, and deletes the one before', async () => {
    const a = await publish('a', undefined, 1);
    const b = await publish('b', undefined, 1);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual([a.id, b.id]);
    const c = await publish('c', undefined, 1);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual([b.id, c.id]);
    expect(existsSync(path.join(fixture.root, 'events', a.id))).toBe(false);
    expect(await rollback(fixture.objects, 'events')).toMatchObject({ live: b.id });
    expect(await eventsEntry()).toMatchObject({ release: b.id });
  });
});

describe('a canary (--canary <percent>)', () => {
  it('goes out beside the live release, and the registry says to which share', async () => {
    const live = await publish('a');
    const canary = await publish('b', { kind: 'canary', percent: 25 });
    expect(canary.live).toBe(live.id);
    expect(await eventsEntry()).toMatchObject({
      release: live.id,
      entry: `${publicUrl}/${live.id}/mf-manifest.json`,
      canary: { release: canary.id, entry: `${publicUrl}/${canary.id}/mf-manifest.json`, percent: 25 },
    });
    const list = await listReleases(fixture.objects, 'events');
    expect(list).toMatchObject({ live: live.id, canary: { release: canary.id, percent: 25 } });
    expect(releaseLines(list)).toEqual([
      `* ${live.id}  ${list.releases[0]?.created_at}  действующий, 75 %`,
      `~ ${canary.id}  ${list.releases[1]?.created_at}  канарейка, 25 %`,
    ]);
  });

  it('says the live release has everyone when no canary runs', async () => {
    const live = await publish('a');
    const list = await listReleases(fixture.objects, 'events');
    expect(releaseLines(list)).toEqual([`* ${live.id}  ${list.releases[0]?.created_at}  действующий, 100 %`]);
  });

  it('takes a whole share from 1 to 99 only, refused in Russian before anything is uploaded', async () => {
    expect(canaryPercent('50')).toBe(50);
    expect(canaryPercent('5%')).toBe(5);
    for (const wrong of ['0', '100', '150', '50.5', '-5', '', 'половина', '1e1']) {
      expect(() => canaryPercent(wrong), wrong).toThrow(/--canary: доля пользователей — целое число процентов от 1 до 99/);
    }
    const live = await publish('a');
    await expect(publish('b', { kind: 'canary', percent: 100 })).rejects.toThrow(/от 1 до 99/);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual([live.id]);
  });

  it('is refused without a live release to share the users with, and for the live release itself', async () => {
    await expect(publish('a', { kind: 'canary', percent: 10 })).rejects.toThrow(/действующего выпуска нет/);
    expect(existsSync(path.join(fixture.root, 'events'))).toBe(false);
    await publish('a');
    await expect(publish('a', { kind: 'canary', percent: 10 })).rejects.toThrow(/уже действует для всех/);
  });

  it('is kept with the live release when older releases are pruned', async () => {
    const live = await publish('a', undefined, 1);
    const canary = await publish('b', { kind: 'canary', percent: 10 }, 1);
    const newest = await publish('c', { kind: 'stored' }, 1);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual([live.id, canary.id, newest.id]);
  });

  it('is replaced by a later canary: one per remote at a time', async () => {
    const live = await publish('a');
    await publish('b', { kind: 'canary', percent: 10 });
    const later = await publish('c', { kind: 'canary', percent: 20 });
    expect(await eventsEntry()).toMatchObject({ release: live.id, canary: { release: later.id, percent: 20 } });
  });

  it('ends when a release goes out to everyone', async () => {
    await publish('a');
    await publish('b', { kind: 'canary', percent: 10 });
    const next = await publish('c');
    expect(await eventsEntry()).toMatchObject({ release: next.id });
    expect((await eventsEntry())?.canary).toBeUndefined();
    expect((await listReleases(fixture.objects, 'events')).canary).toBeUndefined();
  });
});

describe('rolling back a canary', () => {
  it('ends it: the live release stays, nobody gets the canary', async () => {
    const live = await publish('a');
    const canary = await publish('b', { kind: 'canary', percent: 50 });
    expect(await rollback(fixture.objects, 'events')).toEqual({ live: live.id, canaryEnded: canary.id });
    expect(await eventsEntry()).toMatchObject({ release: live.id });
    expect((await eventsEntry())?.canary).toBeUndefined();
    // The history is untouched: the next rollback goes on along it.
    await expect(rollback(fixture.objects, 'events')).rejects.toThrow(/откатываться не к чему/);
  });

  it('ends it too when a release is asked for by id', async () => {
    const a = await publish('a');
    const b = await publish('b');
    const canary = await publish('c', { kind: 'canary', percent: 50 });
    expect(await rollback(fixture.objects, 'events', { to: a.id })).toEqual({ live: a.id, canaryEnded: canary.id });
    expect((await eventsEntry())?.canary).toBeUndefined();
    expect((await rollback(fixture.objects, 'events')).live).toBe(b.id);
  });
});

describe('promoting a release', () => {
  it('makes a stored release live for everyone, on the history a rollback walks back', async () => {
    const live = await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    expect(await promoteRelease({ store: fixture.objects, name: 'events', id: stored.id, host })).toEqual({ name: 'events', id: stored.id });
    expect(await eventsEntry()).toMatchObject({ release: stored.id, entry: `${publicUrl}/${stored.id}/mf-manifest.json` });
    expect((await rollback(fixture.objects, 'events')).live).toBe(live.id);
  });

  it('makes the canary live for everyone and ends it', async () => {
    await publish('a');
    const canary = await publish('b', { kind: 'canary', percent: 50 });
    expect(await promoteRelease({ store: fixture.objects, name: 'events', id: canary.id, host })).toEqual({
      name: 'events',
      id: canary.id,
      canaryEnded: canary.id,
    });
    expect(await eventsEntry()).toMatchObject({ release: canary.id });
    expect((await eventsEntry())?.canary).toBeUndefined();
  });

  it('refuses an id the store does not hold, naming it, and changes nothing', async () => {
    const live = await publish('a');
    await publish('b', { kind: 'canary', percent: 50 });
    await expect(promoteRelease({ store: fixture.objects, name: 'events', id: '9.9.9-0000000000', host })).rejects.toThrow(
      `events: выпуска 9.9.9-0000000000 нет в хранилище ${fixture.root} (есть: ${live.id}, `,
    );
    expect(await eventsEntry()).toMatchObject({ release: live.id, canary: { percent: 50 } });
  });

  it('refuses a release that does not fit the host as it is now, naming the misfit', async () => {
    const live = await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    const newer = { ...host, shared: { ...host.shared, react: '20.0.0' } };
    const promotion = promoteRelease({ store: fixture.objects, name: 'events', id: stored.id, host: newer });
    await expect(promotion).rejects.toThrow(ReleaseRefused);
    await expect(promoteRelease({ store: fixture.objects, name: 'events', id: stored.id, host: newer })).rejects.toThrow(
      /нужен react \^19\.3\.1, хост даёт 20\.0\.0/,
    );
    expect((await eventsEntry())?.release).toBe(live.id);
  });
});

describe('the releases a preview link may open', () => {
  it('are those stored with --no-switch, listed by `releases`; a live release is none', async () => {
    const live = await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    const again = await publish('a', { kind: 'stored' });
    expect(again.id).toBe(live.id);
    expect(await previews()).toEqual([stored.id]);
    expect(await previewable()).toEqual([stored.id]);
    const list = await listReleases(fixture.objects, 'events');
    expect(releaseLines(list)).toEqual([
      `* ${live.id}  ${list.releases[0]?.created_at}  действующий, 100 %`,
      `  ${stored.id}  ${list.releases[1]?.created_at}  для предпросмотра`,
    ]);
  });

  it('lose a stored release once it is released live for everyone, and never include an older release', async () => {
    const first = await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    expect(await previewable()).toEqual([stored.id]);
    expect((await publish('b')).live).toBe(stored.id);
    expect(await previews()).toEqual([]);
    expect(await previewable()).toEqual([]);
    // Both older now, kept for the tabs still running them: neither is offered.
    expect((await publish('c')).live).not.toBe(stored.id);
    expect((await listReleases(fixture.objects, 'events')).releases.map((release) => release.id)).toEqual(expect.arrayContaining([first.id, stored.id]));
    expect(await previewable()).toEqual([]);
  });

  it('lose a stored release once it is promoted, and a rollback past it does not bring it back', async () => {
    await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    const other = await publish('c', { kind: 'stored' });
    await promoteRelease({ store: fixture.objects, name: 'events', id: stored.id, host });
    expect(await previews()).toEqual([other.id]);
    await rollback(fixture.objects, 'events');
    expect(await previewable()).toEqual([other.id]);
  });

  it('lose a stored release made live by rollback --to', async () => {
    await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    expect(await previewable()).toEqual([stored.id]);
    expect(await rollback(fixture.objects, 'events', { to: stored.id })).toEqual({ live: stored.id });
    expect(await previewable()).toEqual([]);
  });

  it('lose a stored release that a rollback makes live again', async () => {
    const a = await publish('a');
    await publish('b');
    await publish('a', { kind: 'stored' });
    expect(await previews()).toEqual([a.id]);
    expect((await rollback(fixture.objects, 'events')).live).toBe(a.id);
    expect(await previewable()).toEqual([]);
  });

  it('include the running canary, until a rollback ends it — stored for a preview before or not', async () => {
    await publish('a');
    const canary = await publish('b', { kind: 'canary', percent: 10 });
    expect(await previewable()).toEqual([canary.id]);
    await rollback(fixture.objects, 'events');
    expect(await previewable()).toEqual([]);

    await publish('b', { kind: 'stored' });
    await publish('b', { kind: 'canary', percent: 10 });
    expect(await previewable()).toEqual([canary.id]);
    expect((await rollback(fixture.objects, 'events')).canaryEnded).toBe(canary.id);
    expect(await previews()).toEqual([]);
    expect(await previewable()).toEqual([]);
  });

  it('lose a canary that rollback --to ends', async () => {
    const a = await publish('a');
    await publish('b');
    const canary = await publish('c', { kind: 'stored' });
    await publish('c', { kind: 'canary', percent: 10 });
    expect(await previews()).toEqual([canary.id]);
    expect(await rollback(fixture.objects, 'events', { to: a.id })).toEqual({ live: a.id, canaryEnded: canary.id });
    expect(await previews()).toEqual([]);
    expect(await previewable()).toEqual([]);
  });

  it('lose the canary when it is promoted', async () => {
    await publish('a');
    const canary = await publish('b', { kind: 'stored' });
    await publish('b', { kind: 'canary', percent: 10 });
    expect(await previews()).toEqual([canary.id]);
    await promoteRelease({ store: fixture.objects, name: 'events', id: canary.id, host });
    expect(await previews()).toEqual([]);
    expect(await previewable()).toEqual([]);
  });

  it('lose a stored release once it is pruned', async () => {
    await publish('a', undefined, 1);
    const pruned = await publish('b', { kind: 'stored' }, 1);
    const kept = await publish('c', { kind: 'stored' }, 1);
    expect(await previews()).toEqual([kept.id]);
    expect(existsSync(path.join(fixture.root, 'events', pruned.id))).toBe(false);
    expect(await previewable()).toEqual([kept.id]);
  });

  it('are none in a releases.json written before they were recorded, until a release is stored for a preview', async () => {
    await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    const file = path.join(fixture.root, 'events', 'releases.json');
    const { previews: _, ...before } = JSON.parse(await readFile(file, 'utf8')) as { previews?: string[] };
    await writeFile(file, JSON.stringify(before));
    expect(await previewable()).toEqual([]);
    expect((await listReleases(fixture.objects, 'events')).previews).toEqual([]);
    await rollback(fixture.objects, 'events', { to: stored.id });
    expect(await previews()).toBeUndefined();
    const next = await publish('c', { kind: 'stored' });
    expect(await previewable()).toEqual([next.id]);
  });
});
