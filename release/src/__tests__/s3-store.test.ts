/**
 * Publishing into an S3 bucket (the S3 test server): the same layout as the
 * folder store — only under the remote's prefix, no registry at the root —,
 * every object with the Content-Type and Cache-Control a CDN in front serves
 * it with, no source map, a rollback along the history; a stored release, a
 * canary, promote and rollback as in a folder, as the registry a host
 * composes from the remote's releases.json (runtime 1.6.0) shows them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { StoreLocation } from '@cabinet/serving/store-location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteRelease } from '../promote.ts';
import { listReleases, publishRelease, rollback } from '../publish.ts';
import type { ObjectStore } from '@cabinet/serving/store/object-store';
import { composedRegistry } from '../testing/composed-registry.ts';
import { host } from '../testing/release-store-fixture.ts';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';

let s3: S3TestServer;
let work: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  work = await mkdtemp(path.join(tmpdir(), 'cabinet-s3-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

/** `s3://cabinet/<prefix>` behind a CDN at `https://cdn.example.com/<prefix>` (`CABINET_STORE_PUBLIC_URL`). */
function behindCdn(prefix: string): StoreLocation {
  const publicUrl = `https://cdn.example.com/${prefix}`;
  return { kind: 'bucket', label: `s3://${s3.bucket}/${prefix}`, bucket: s3.bucket, prefix, publicUrl, publicUrlFrom: 'CABINET_STORE_PUBLIC_URL' };
}

/** The registry a host with config.json's `remotes` for `prefix` composes from the bucket. */
async function composed(store: ObjectStore, prefix: string) {
  return (await composedRegistry(store, behindCdn(prefix))).remotes;
}

async function headers(key: string): Promise<{ type: string | undefined; cache: string | undefined }> {
  const head = await s3.client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `prod/${key}` }));
  return { type: head.ContentType, cache: head.CacheControl };
}

describe('a release in an S3 bucket', () => {
  it('is laid out as the folder store, each object with the headers it is served with', async () => {
    const store = s3.store('prod');
    const publicUrl = 'https://cdn.example.com/prod/events';
    const first = await publishRelease({ store, dist: await writeRemoteBuild(path.join(work, 'a'), 'events', 'a', host), host, publicUrl });
    const second = await publishRelease({ store, dist: await writeRemoteBuild(path.join(work, 'b'), 'events', 'b', host), host, publicUrl });

    const keys = (await store.list('')).map((object) => object.key).sort();
    expect(keys).toEqual(
      [
        'events/releases.json',
        ...[first.id, second.id].flatMap((id) => [`events/${id}/mf-manifest.json`, `events/${id}/remoteEntry.js`, `events/${id}/static/js/module.1a2b3c4d.js`]),
      ].sort(),
    );
    expect(await headers(`events/${second.id}/static/js/module.1a2b3c4d.js`)).toEqual({
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await headers(`events/${second.id}/remoteEntry.js`)).toEqual({ type: 'text/javascript; charset=utf-8', cache: 'no-cache' });
    expect(await headers(`events/${second.id}/mf-manifest.json`)).toEqual({ type: 'application/json; charset=utf-8', cache: 'no-cache' });
    expect(await headers('events/releases.json')).toEqual({ type: 'application/json; charset=utf-8', cache: 'no-cache' });

    expect(await composed(store, 'prod')).toEqual([
      { name: 'events', title: 'События', entry: `${publicUrl}/${second.id}/mf-manifest.json`, release: second.id },
    ]);
    expect((await rollback(store, 'events')).live).toBe(first.id);
    expect((await listReleases(store, 'events')).live).toBe(first.id);
    expect((await composed(store, 'prod'))[0]?.release).toBe(first.id);
    expect((await store.list('')).some((object) => !object.key.startsWith('events/'))).toBe(false);
  });

  it('holds a stored release and a canary beside the live one; promote and rollback end the canary', async () => {
    const store = s3.store('canary');
    const publicUrl = 'https://cdn.example.com/canary/events';
    const publish = async (label: string, rollout?: Parameters<typeof publishRelease>[0]['rollout']) =>
      publishRelease({ store, dist: await writeRemoteBuild(path.join(work, `canary-${label}`), 'events', label, host), host, publicUrl, rollout });
    const live = await publish('a');
    const stored = await publish('b', { kind: 'stored' });
    const canary = await publish('c', { kind: 'canary', percent: 30 });
    expect(await composed(store, 'canary')).toEqual([
      {
        name: 'events',
        title: 'События',
        entry: `${publicUrl}/${live.id}/mf-manifest.json`,
        release: live.id,
        canary: { release: canary.id, entry: `${publicUrl}/${canary.id}/mf-manifest.json`, percent: 30 },
      },
    ]);
    expect((await store.list(`events/${stored.id}/`)).map((object) => object.key)).toContain(`events/${stored.id}/mf-manifest.json`);

    expect(await rollback(store, 'events')).toEqual({ live: live.id, canaryEnded: canary.id });
    expect((await composed(store, 'canary'))[0]?.canary).toBeUndefined();

    await publish('c', { kind: 'canary', percent: 30 });
    expect(await promoteRelease({ store, name: 'events', id: stored.id, host })).toEqual({ name: 'events', id: stored.id, canaryEnded: canary.id });
    expect((await composed(store, 'canary'))[0]).toMatchObject({ release: stored.id, entry: `${publicUrl}/${stored.id}/mf-manifest.json` });
    expect((await composed(store, 'canary'))[0]?.canary).toBeUndefined();
    expect((await listReleases(store, 'events')).live).toBe(stored.id);
  });
});
