/**
 * Two release processes that share only an S3 store (s3rver, started here),
 * as two teams' CI machines would: releases of two remotes at the same
 * moment neither wait for nor touch each other (each writes only its own
 * prefix), and both are live in the registry a host composes from the items
 * of config.json's `remotes` they printed; two releases of one remote still
 * lock each other out — one is live, the other is told, with nothing of it live.
 *
 * The races are made certain, not hoped for: a proxy in front of the store
 * holds chosen writes until the test lets them go (`Gate`), so the two
 * processes are inside the window that matters at the same time however fast
 * or busy the machine is.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { composeRegistry, releasesUrl } from '@cabinet/runtime/registry';
import { root } from '@cabinet/serving/apps';
import { readReleases } from '../store/releases.ts';
import { composedRegistry, printedItem } from '../testing/composed-registry.ts';
import { host as provisions } from '../testing/release-store-fixture.ts';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';

/** Holds the requests it matches until `open()`; counts what it holds. */
class Gate {
  private waiting: (() => void)[] = [];
  private opened = false;
  held = 0;

  constructor(readonly matches: (request: IncomingMessage) => boolean) {}

  pass(): Promise<void> {
    if (this.opened) return Promise.resolve();
    this.held += 1;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  open(): void {
    this.opened = true;
    for (const resume of this.waiting.splice(0)) resume();
  }
}

/**
 * A proxy to the store for one release process: a request waits for every
 * gate it matches to open; `done` lists the requests answered, in order.
 */
class GatedProxy {
  gates: Gate[] = [];
  readonly done: string[] = [];
  private server: Server | null = null;
  url = '';

  async start(target: string): Promise<void> {
    const to = new URL(target);
    this.server = createServer(async (incoming, outgoing) => {
      for (const gate of this.gates) if (gate.matches(incoming)) await gate.pass();
      const upstream = forward({ host: to.hostname, port: to.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.once('end', () => this.done.push(`${incoming.method} ${(incoming.url ?? '').split('?')[0]}`));
      });
      upstream.once('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }
}

interface Run {
  code: number | null;
  output: string;
}

/** `npm run release -w remotes/<name> -- --no-build --store …` of a remote folder holding `dist/`. */
function release(dir: string, env: Record<string, string>, store: string): { done: Promise<Run> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'release/src/cli.ts'), 'release', '--no-build', '--dir', dir, '--store', store], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, output }))) };
}

async function until(condition: () => boolean, what: () => string = () => ''): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 20_000) throw new Error(`Still waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let s3: S3TestServer;
/** One proxy per machine: the test tells their requests apart. */
const machines = [new GatedProxy(), new GatedProxy()] as const;
let work: string;
let prefix = 0;

beforeAll(async () => {
  s3 = await startS3TestServer();
  for (const machine of machines) await machine.start(s3.endpoint);
  work = await mkdtemp(path.join(tmpdir(), 'cabinet-concurrency-'));
});

afterAll(async () => {
  for (const machine of machines) await machine.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

beforeEach(() => {
  for (const machine of machines) machine.gates = [];
  prefix += 1;
});

const envOf = (machine: GatedProxy) => ({ ...s3.env, AWS_ENDPOINT_URL_S3: machine.url });

/** A remote's folder with a build in `dist/`, as the release tool is run from. */
async function remoteFolder(name: string, label: string): Promise<string> {
  const dir = path.join(work, `${name}-${label}-${prefix}`);
  await writeRemoteBuild(path.join(dir, 'dist'), name, label, provisions);
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `@cabinet/${name}`, version: '0.1.0' }));
  return dir;
}

/** A PutObject whose key matches (the SDK adds a query string: `?x-id=PutObject`). */
const isPut = (request: IncomingMessage, pattern: RegExp) => request.method === 'PUT' && pattern.test((request.url ?? '').split('?')[0] ?? '');

describe('releases from two machines at once into one S3 store', () => {
  it('two remotes released at the same moment: neither waits for the other, each writes only its prefix, both are composed live', { timeout: 60_000 }, async () => {
    const location = `s3://${s3.bucket}/run-${prefix}`;
    const [first, second] = machines;
    // Each machine is held as it records its release (its lock taken, its release uploaded):
    // both at once, which a lock shared between remotes would not allow.
    const eventsState = new Gate((request) => isPut(request, /\/events\/releases\.json$/));
    const pollsState = new Gate((request) => isPut(request, /\/polls\/releases\.json$/));
    first.gates = [eventsState];
    second.gates = [pollsState];
    const events = release(await remoteFolder('events', 'a'), envOf(first), location);
    const polls = release(await remoteFolder('polls', 'a'), envOf(second), location);
    const outputs: string[] = [];
    void events.done.then((run) => outputs.push(`events ${run.code} ${run.output}`));
    void polls.done.then((run) => outputs.push(`polls ${run.code} ${run.output}`));
    await until(() => eventsState.held === 1 && pollsState.held === 1, () => JSON.stringify({ first: first.done, second: second.done, outputs }));
    eventsState.open();
    pollsState.open();
    const [eventsRun, pollsRun] = await Promise.all([events.done, polls.done]);
    for (const run of [eventsRun, pollsRun]) expect(run.code, run.output).toBe(0);

    // Every object each machine wrote is under its own remote's prefix: no registry, nothing shared.
    const puts = (machine: GatedProxy) => machine.done.filter((request) => request.startsWith('PUT '));
    expect(puts(first).length).toBeGreaterThan(0);
    expect(puts(first).filter((request) => !request.startsWith(`PUT /${s3.bucket}/run-${prefix}/events/`))).toEqual([]);
    expect(puts(second).length).toBeGreaterThan(0);
    expect(puts(second).filter((request) => !request.startsWith(`PUT /${s3.bucket}/run-${prefix}/polls/`))).toEqual([]);

    // What each run told to put into config.json, read as a browser reads it, shows both live.
    const items = [printedItem(eventsRun.output, 'events'), printedItem(pollsRun.output, 'polls')];
    expect(items.map((item) => item?.store)).toEqual([`${first.url}/${s3.bucket}/run-${prefix}/events`, `${second.url}/${s3.bucket}/run-${prefix}/polls`]);
    const configured = items.filter((item) => item !== null);
    const records = await Promise.all(configured.map(async (item) => (await fetch(releasesUrl(item))).json() as Promise<unknown>));
    const store = s3.store(`run-${prefix}`);
    const live = await Promise.all(['events', 'polls'].map(async (name) => (await readReleases(store, name)).history.at(-1)));
    expect(composeRegistry(configured, records).remotes.map((entry) => [entry.name, entry.release])).toEqual([
      ['events', live[0]],
      ['polls', live[1]],
    ]);
  });

  it('two releases of one remote: one is live, the other is told and nothing of it is live', { timeout: 60_000 }, async () => {
    const location = `s3://${s3.bucket}/run-${prefix}`;
    // Whoever takes the lock first is held while it uploads: the other meets it.
    const uploads = new Gate((request) => isPut(request, /\/events\/0\.1\.0-[0-9a-f]+\//));
    for (const machine of machines) machine.gates = [uploads];
    const a = release(await remoteFolder('events', 'a'), envOf(machines[0]), location);
    const b = release(await remoteFolder('events', 'b'), envOf(machines[1]), location);
    const loser = await Promise.race([a.done, b.done]);
    uploads.open();
    const results = await Promise.all([a.done, b.done]);
    const winner = results.find((result) => result !== loser);

    expect(loser.code, loser.output).toBe(1);
    expect(loser.output).toMatch(/Выпуск не сделан: events: выпусками сейчас занят другой процесс \(выпуск 0\.1\.0-[0-9a-f]+: .+\); ничего не изменено/);
    expect(winner?.code, winner?.output).toBe(0);
    const store = s3.store(`run-${prefix}`);
    const state = await readReleases(store, 'events');
    expect(state.releases).toHaveLength(1);
    const live = (await composedRegistry(store, s3.location(`run-${prefix}`))).remotes.find((entry) => entry.name === 'events');
    expect(live?.release).toBe(state.releases[0]?.id);
    expect(winner?.output).toContain(`Выпущен: events ${live?.release}`);
    // Only the winner's release is in the store; no lock is left behind.
    const keys = (await store.list('events/')).map((object) => object.key);
    expect(keys.filter((key) => key.endsWith('/mf-manifest.json'))).toEqual([`events/${live?.release}/mf-manifest.json`]);
    expect(keys.some((key) => key.includes('/.lock/'))).toBe(false);
  });
});
