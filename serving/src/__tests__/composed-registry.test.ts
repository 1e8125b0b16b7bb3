/**
 * The Node server is the server that fills `app.html` (runtime 1.6.0): with
 * a release store, config.json lists the remotes and their teams' folders,
 * and each document carries the registry composed from the teams' own
 * `releases.json` — read from a folder store's disk, asked at a bucket's
 * address — never a shared file, and no `/remotes.json` beside the host.
 * Without a store (dev builds, bench:scale) the host's own registry is served
 * as before.
 */
import { createServer, type Server } from 'node:http';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteRegistry } from '@cabinet/runtime/registry';
import { remoteNamed, remotes } from '../apps.ts';
import { composedRegistry, composedRegistryText } from '../composed-registry.ts';
import { serveApps, type RunningApps } from '../static-server.ts';
import { parseStoreLocation, type BucketLocation } from '../store-location.ts';
import { freePort } from './support/free-port.ts';
import { STALE_TITLE, builtRegistry, releasesRecord, writeHostBuild, type HostBuild } from './support/host-build.ts';

const NEXT = '0.2.0-9f8e7d6c5b';
const POLLS = '0.1.0-abcdef0123';

/** The inline JSON of a document's script element `id`; undefined when there is none, or no JSON. */
function inline(html: string, id: string): unknown {
  const text = new RegExp(`<script type="application/json" id="${id}">([^]*?)</script>`).exec(html)?.[1];
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** The sources of one directive of a policy. */
function directive(policy: string | null, name: string): string[] {
  return (policy ?? '').split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
}

/** A team's record written as the release tool writes it: a rename, never half written. */
async function writeRecord(storeFolder: string, name: string, text: string): Promise<void> {
  const file = path.join(storeFolder, name, 'releases.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.1.tmp`, text);
  await rename(`${file}.1.tmp`, file);
}

const localStore = (name: string) => `http://localhost:${remoteNamed(name).port}`;

describe('the Node server with a folder store', () => {
  let build: HostBuild;
  let running: RunningApps;
  let port: number;
  const page = async (url = '/cabinet/events') => {
    const response = await fetch(`http://localhost:${port}${url}`);
    return { html: await response.text(), policy: response.headers.get('content-security-policy') };
  };

  beforeAll(async () => {
    build = await writeHostBuild();
    port = await freePort();
    running = await serveApps([{ name: 'host', kind: 'host', dir: build.hostRoot, port }], { store: parseStoreLocation(build.storeFolder), hostRoot: build.hostRoot });
  });

  afterAll(async () => {
    await running?.close();
    await build?.remove();
  });

  it('serves config.json listing apps.json’s remotes, each in its folder of the store, and no registry address', async () => {
    const config = (await (await fetch(`http://localhost:${port}/config.json`)).json()) as Record<string, unknown>;
    expect(config.remotes).toEqual(
      remotes.map((app) => ({ name: app.name, title: app.title, ...(app.badge ? { badge: app.badge } : {}), store: localStore(app.name) })),
    );
    expect(config).not.toHaveProperty('registryUrl');
  });

  it('puts inline the registry composed from the teams’ releases.json, and the next document shows a release without a restart', async () => {
    const before = inline((await page()).html, 'cabinet-registry') as RemoteRegistry;
    // Only events has a record: the other sections are left out, not made up.
    expect(before).toEqual({
      remotes: [{ name: 'events', title: 'События', entry: `${localStore('events')}/${build.release}/mf-manifest.json`, release: build.release }],
    });

    await writeRecord(build.storeFolder, 'events', releasesRecord([build.release, NEXT]));
    await writeRecord(build.storeFolder, 'polls', releasesRecord([POLLS]));
    const after = inline((await page('/cabinet/polls')).html, 'cabinet-registry') as RemoteRegistry;
    expect(after.remotes.map((entry) => [entry.name, entry.release, entry.entry])).toEqual([
      ['events', NEXT, `${localStore('events')}/${NEXT}/mf-manifest.json`],
      ['polls', POLLS, `${localStore('polls')}/${POLLS}/mf-manifest.json`],
    ]);

    // A rollback is a record too: the live release is the last of the history.
    await writeRecord(build.storeFolder, 'events', releasesRecord([build.release, NEXT, build.release], [build.release, NEXT]));
    const rolledBack = inline((await page()).html, 'cabinet-registry') as RemoteRegistry;
    expect(rolledBack.remotes.find((entry) => entry.name === 'events')?.release).toBe(build.release);
  });

  it('answers /remotes.json with 404 and never puts the build’s copy inline', async () => {
    const response = await fetch(`http://localhost:${port}/remotes.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Файл не найден' });
    expect((await page()).html).not.toContain(STALE_TITLE);
  });

  it('lets the documents load from and read each configured folder’s origin, and no other', async () => {
    const { policy } = await page();
    const stores = remotes.map((app) => localStore(app.name));
    expect(directive(policy, 'script-src').filter((source) => source !== "'self'" && !source.startsWith("'sha256-"))).toEqual(stores);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com', ...stores]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", ...stores, "'unsafe-inline'"]);
  });
});

describe('the Node server without a store (dev builds, bench:scale)', () => {
  let build: HostBuild;
  let running: RunningApps;
  let port: number;

  beforeAll(async () => {
    build = await writeHostBuild();
    port = await freePort();
    running = await serveApps([{ name: 'host', kind: 'host', dir: build.hostRoot, port }], { hostRoot: build.hostRoot });
  });

  afterAll(async () => {
    await running?.close();
    await build?.remove();
  });

  it('serves the host’s own registry beside it and puts it inline, as before', async () => {
    const response = await fetch(`http://localhost:${port}/remotes.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(builtRegistry);
    const html = await (await fetch(`http://localhost:${port}/cabinet/events`)).text();
    expect(inline(html, 'cabinet-registry')).toEqual(builtRegistry);
    const config = (await (await fetch(`http://localhost:${port}/config.json`)).json()) as Record<string, unknown>;
    expect(config).not.toHaveProperty('remotes');
  });
});

/** A bucket at its own address: events has a record, notifications none (404), polls fails (500), profile never answers. */
async function startBucket(record: string): Promise<{ server: Server; publicUrl: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/prod/events/releases.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(record);
    } else if (request.url === '/prod/polls/releases.json') {
      response.writeHead(500).end('{}');
    } else if (request.url !== '/prod/profile/releases.json') {
      response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, publicUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod`, asked };
}

const bucketAt = (publicUrl: string): BucketLocation => ({
  kind: 'bucket',
  label: 's3://cabinet-releases/prod',
  bucket: 'cabinet-releases',
  prefix: 'prod',
  publicUrl,
  publicUrlFrom: 'CABINET_STORE_PUBLIC_URL',
});

describe('the Node server with a bucket', () => {
  let build: HostBuild;
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  let running: RunningApps;
  let port: number;

  beforeAll(async () => {
    build = await writeHostBuild();
    bucket = await startBucket(releasesRecord([build.release]));
    port = await freePort();
    running = await serveApps([{ name: 'host', kind: 'host', dir: build.hostRoot, port }], { store: bucketAt(bucket.publicUrl), hostRoot: build.hostRoot });
  });

  afterAll(async () => {
    await running?.close();
    bucket?.server.closeAllConnections();
    await new Promise((resolve) => bucket?.server.close(resolve));
    await build?.remove();
  });

  it('lists each remote under the bucket’s address in config.json, and serves no /remotes.json', async () => {
    const config = (await (await fetch(`http://localhost:${port}/config.json`)).json()) as { remotes?: { store: string }[]; registryUrl?: string };
    expect(config.remotes?.map((remote) => remote.store)).toEqual(remotes.map((app) => `${bucket.publicUrl}/${app.name}`));
    expect(config.registryUrl).toBeUndefined();
    expect((await fetch(`http://localhost:${port}/remotes.json`)).status).toBe(404);
  });

  it('puts inline the registry composed from the records the bucket gave in time: a missing, failing or silent one leaves its section out', async () => {
    const started = Date.now();
    const response = await fetch(`http://localhost:${port}/cabinet/events`);
    const html = await response.text();
    // The silent record is given up on, and the page still comes.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(inline(html, 'cabinet-registry')).toEqual({
      remotes: [{ name: 'events', title: 'События', entry: `${bucket.publicUrl}/events/${build.release}/mf-manifest.json`, release: build.release }],
    });
    expect(html).not.toContain(STALE_TITLE);
    expect(bucket.asked).toEqual(expect.arrayContaining(remotes.map((app) => `/prod/${app.name}/releases.json`)));
    // The bucket's one origin, for the page's own reads and loads; no registry address of its own.
    const origin = new URL(bucket.publicUrl).origin;
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com', origin]);
    expect(directive(policy, 'script-src').filter((source) => source !== "'self'" && !source.startsWith("'sha256-"))).toEqual([origin]);
  });
});

describe('composing the registry', () => {
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  // Not the folder store's live release (host-build.ts): where a record was read shows.
  const release = '0.3.0-0a0b0c0d0e';
  const configured = (store: string, names = ['events', 'notifications', 'polls', 'profile']) => ({
    remotes: names.map((name) => ({ name, title: remoteNamed(name).title, store: `${store}/${name}` })),
  });

  beforeAll(async () => {
    bucket = await startBucket(releasesRecord([release]));
  });

  afterAll(async () => {
    bucket?.server.closeAllConnections();
    await new Promise((resolve) => bucket?.server.close(resolve));
  });

  it('gives up on a record that does not come in time', async () => {
    const started = Date.now();
    const registry = await composedRegistry(configured(bucket.publicUrl, ['events', 'profile']), null, 300);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(registry?.remotes.map((entry) => entry.name)).toEqual(['events']);
  });

  it('puts nothing inline when no record at all could be asked (the store out of reach): the page asks itself', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/prod`;
    expect(await composedRegistryText(configured(closed), null, 500)).toBeNull();
    // One that could be asked and says "none" is an answer: an empty registry, put inline.
    expect(await composedRegistryText(configured(bucket.publicUrl, ['notifications']), null, 500)).toBe('{\n  "remotes": []\n}');
  });

  it('escapes a configured title that would end the script element it is put into, and it reads the same', async () => {
    const title = '</script><script>alert(1)</script> & <!--';
    const text = await composedRegistryText({ remotes: [{ name: 'events', title, store: `${bucket.publicUrl}/events` }] }, null, 500);
    expect(text).not.toBeNull();
    expect(text).not.toMatch(/[<>&]/);
    expect((JSON.parse(text ?? 'null') as RemoteRegistry).remotes[0]?.title).toBe(title);
  });

  it('reads a folder store’s record from disk only for a remote whose folder it serves; one a config puts elsewhere is asked there', async () => {
    const build = await writeHostBuild();
    try {
      const store = parseStoreLocation(build.storeFolder);
      const here = await composedRegistry({ remotes: [{ name: 'events', title: 'События', store: localStore('events') }] }, store, 500);
      expect(here?.remotes.map((entry) => entry.entry)).toEqual([`${localStore('events')}/${build.release}/mf-manifest.json`]);
      const elsewhere = await composedRegistry({ remotes: [{ name: 'events', title: 'События', store: `${bucket.publicUrl}/events` }] }, store, 500);
      expect(elsewhere?.remotes.map((entry) => entry.entry)).toEqual([`${bucket.publicUrl}/events/${release}/mf-manifest.json`]);
    } finally {
      await build.remove();
    }
  });

  it('asks a bucket once for the documents in flight, and a document asked for after a release started its own ask', async () => {
    let record = releasesRecord([release]);
    let asked = 0;
    // Each answer waits for the test: the asks in flight are what the documents share.
    const held: (() => void)[] = [];
    const server = createServer((_request, response) => {
      asked += 1;
      const answer = record;
      held.push(() => response.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const store = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shared`;
    const answerAll = () => held.splice(0).forEach((answer) => answer());
    const live = (registry: RemoteRegistry | null) => registry?.remotes.map((entry) => entry.release);
    try {
      // Ten documents asked for at once: their registries composed one after another.
      const since = performance.now();
      const composing = Array.from({ length: 10 }, () => composedRegistry(configured(store, ['events']), null, 2000, since));
      await expect.poll(() => held.length).toBe(1);
      answerAll();
      expect((await Promise.all(composing)).map(live)).toEqual(Array.from({ length: 10 }, () => [release]));
      expect(asked).toBe(1);

      // A release made, then a document asked for: the ask that began before it does not answer it.
      record = releasesRecord([release, NEXT]);
      const after = composedRegistry(configured(store, ['events']), null, 2000, performance.now());
      await expect.poll(() => held.length).toBe(1);
      answerAll();
      expect(live(await after)).toEqual([NEXT]);
      expect(asked).toBe(2);

      // Without a time of request (the renderer's start), each composition asks.
      const unshared = composedRegistry(configured(store, ['events']), null, 2000);
      await expect.poll(() => held.length).toBe(1);
      answerAll();
      expect(live(await unshared)).toEqual([NEXT]);
      expect(asked).toBe(3);
    } finally {
      answerAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
