/**
 * Everything the release tool says to a person is Russian (issue 29): its
 * commands run as a team runs them — on prebuilt builds (`--no-build`) and
 * folder stores — and no line they print holds an English sentence, nor an
 * English word that is not a term, once commands, addresses, paths, file
 * names and release ids are set aside.
 * Hints name the store they were given, so that they work when pasted.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { findMisfits, requirementsOf, type HostProvisions } from '@cabinet/runtime/compatibility';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { remotes, root } from '@cabinet/serving/apps';
import { parseStoreLocation } from '@cabinet/serving/store-location';
import { checkStore } from '../check-store.ts';
import { configuredRemotes, remotesBlock } from '../config-remotes.ts';
import { canaryVerdict } from '../health/verdict.ts';
import { rollback } from '../publish.ts';
import { outcomeLine } from '../release-every-remote.ts';
import { FolderStore } from '@cabinet/serving/store/folder-store';
import { StoreBusy } from '../store/store-lock.ts';
import { printedItem } from '../testing/composed-registry.ts';
import { host } from '../testing/release-store-fixture.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';

/** Three English words in a row: a sentence for a person, not a term. */
const ENGLISH = /\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}\b/;

/** What a person reads, less what is not prose: commands, addresses, release ids, times, paths, file names. */
function prose(line: string): string {
  return line
    .replace(/npm run [^\n)]*/g, ' ')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')
    .replace(/\d+\.\d+\.\d+-[0-9a-f]{10}/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/\b[\w.-]+\.(?:json|js|ts|tsx|sqlite)\b/g, ' ');
}

/**
 * What a Russian line may name as it is: the remote and the packages, the
 * tool's commands, HTTP's and S3's words, a value read back, a system error's
 * code, config.json's keys and values (the `remotes` block it prints).
 */
const TERMS = new Set([
  ...['events', 'react', 'sonner', 'zustand', 'frobnicate'],
  ...['release', 'promote', 'releases', 'rollback', 'check', 'store-check', 'ci', 'release-all'],
  ...['Content-Type', 'Cache-Control', 'Access-Control-Allow-Origin', 'CORS', 'GET', 'JSON', 'read-after-write', 'list-after-write'],
  ...['null', 'ECONNREFUSED', 'Error', 'previews', 'false'],
  ...['remotes', 'name', 'title', 'badge', 'store', 'registryUrl', 'unread-notifications', ...remotes.map((remote) => remote.name)],
]);

/** English words outside TERMS (options and anything with a digit aside): a short English line, «Live again», says itself here. */
function strayWords(line: string): string[] {
  const words = prose(line).replace(/--[\w-]+/g, ' ').match(/[A-Za-z][\w-]+/g) ?? [];
  return words.filter((word) => !TERMS.has(word) && !/\d/.test(word));
}

/** The lines that are not all Russian: an English sentence, or an English word that is no term. */
function englishLines(output: string): string[] {
  return output.split('\n').filter((line) => ENGLISH.test(prose(line)) || strayWords(line).length > 0);
}

interface Run {
  args: string[];
  code: number | null;
  output: string;
}

/** Every line of these runs that is not all Russian, with the command that printed it. */
function englishIn(runs: readonly Run[]): string[] {
  return runs.flatMap((run) => englishLines(run.output).map((line) => `${run.args.join(' ')}: ${line}`));
}

/** A run takes seconds on a busy machine, most of it Node and tsx starting: a lane of them gets four times a tool test's 30 s. */
const LANE_TIMEOUT = 4 * 30_000;

let work = '';
/** A remote's folder (`package.json` and `dist/`), as the tool is run from: two builds, two releases. */
const remote = { a: '', b: '' };
/** A host nothing built for this one fits: another contract, another React, an expose it lacks, a singleton it drops. */
let misfitHost = '';

/** `npm run <command> -w remotes/events -- … --store <store>` from `dir`, stdout and stderr together, kept in `runs`. */
function cli(runs: Run[], store: string, dir: string, ...args: string[]): Promise<Run> {
  const all = [...args, '--dir', dir, '--store', store];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'release/src/cli.ts'), ...all], { cwd: root, env: process.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      const run = { args: all, code, output };
      runs.push(run);
      resolve(run);
    }),
  );
}

async function remoteFolder(label: string): Promise<string> {
  const dir = path.join(work, `events-${label}`);
  await writeRemoteBuild(path.join(dir, 'dist'), 'events', label, host);
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@cabinet/events', version: '0.1.0' }));
  return dir;
}

/** A release's figures, each person having loaded it once. */
function healthRow(release: string, people: number): HealthRow {
  const failures_by_phase = { manifest: 0, entry: 0, chunk: 0, render: 0 };
  return { remote: 'events', release, people, loads: people, failures: 0, failures_by_phase, render_p75_ms: null, lcp_p75_ms: null, inp_p75_ms: null, cls_p75: null };
}

const idIn = (output: string) => /\d+\.\d+\.\d+-[0-9a-f]{10}/.exec(output)?.[0] ?? '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'cabinet-cli-russian-'));
  remote.a = await remoteFolder('a');
  remote.b = await remoteFolder('b');
  misfitHost = path.join(work, 'misfit-host.json');
  const shared = Object.fromEntries(Object.entries(host.shared).filter(([name]) => name !== 'sonner'));
  const misfit: HostProvisions = { remoteContracts: [2], exposes: [...host.exposes, './pages'], shared: { ...shared, react: '20.0.0' } };
  await writeFile(misfitHost, JSON.stringify(misfit));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// The two lanes of runs side by side, each on a store of its own.
describe.concurrent('the release CLI speaks Russian', () => {
  it('where it changes no store: checks, refusals, mistakes, an empty store and its check', { timeout: LANE_TIMEOUT }, async ({ expect }) => {
    const runs: Run[] = [];
    const store = path.join(work, 'empty-store');
    const run = (...args: string[]) => cli(runs, store, remote.a, ...args);

    const empty = await run('releases');
    expect(empty.code, empty.output).toBe(0);
    expect(empty.output).toContain(`events: в хранилище ${store} выпусков нет`);
    expect((await run('frobnicate')).code).toBe(1);
    const fits = await run('check', '--no-build');
    expect(fits.code, fits.output).toBe(0);
    expect(fits.output).toContain('✓ events 0.1.0 подходит хосту');
    const misfits = await run('check', '--no-build', '--host', misfitHost);
    expect(misfits.code).toBe(1);
    expect(misfits.output).toContain('нужен react ^19.3.1, хост даёт 20.0.0');
    const refused = await run('release', '--no-build', '--host', misfitHost);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Выпуск отклонён: events не подходит хосту/m);
    const noId = await run('promote');
    expect(noId.code).toBe(1);
    expect(noId.output).toContain(`npm run releases -w remotes/events -- --store ${store}`);
    const checked = await run('store-check');
    expect(checked.code, checked.output).toBe(0);

    expect(englishIn(runs)).toEqual([]);
  });

  it('releasing live, stored and as a canary, promoting, rolling back, meeting another writer; hints name the store', { timeout: LANE_TIMEOUT }, async ({ expect }) => {
    const runs: Run[] = [];
    const store = path.join(work, 'store');

    const live = await cli(runs, store, remote.a, 'release', '--no-build');
    expect(live.code, live.output).toBe(0);
    const a = idIn(live.output);
    expect(live.output).toContain(`Выпущен: events ${a} (хранилище ${store})`);
    // The item of config.json's `remotes` a host needs to show the section.
    expect(printedItem(live.output, 'events')).toEqual(configuredRemotes(parseStoreLocation(store)).find((item) => item.name === 'events'));
    const stored = await cli(runs, store, remote.b, 'release', '--no-build', '--no-switch');
    expect(stored.code, stored.output).toBe(0);
    const b = idIn(stored.output);
    expect(stored.output).toContain(`npm run promote -w remotes/events -- ${b} --store ${store}`);
    const canary = await cli(runs, store, remote.b, 'release', '--no-build', '--canary', '20');
    expect(canary.code, canary.output).toBe(0);
    expect(canary.output).toContain(`npm run rollback -w remotes/events -- --store ${store}`);
    expect((await cli(runs, store, remote.a, 'releases')).output).toContain(`~ ${b}`);

    // Too few people to judge: one of them, said with the right plural.
    const health = path.join(work, 'health.json');
    await writeFile(health, JSON.stringify([healthRow(a, 100), healthRow(b, 1)]));
    const unhealthy = await cli(runs, store, remote.a, 'promote', b, '--if-healthy', '--health', health);
    expect(unhealthy.code).toBe(1);
    expect(unhealthy.output).toContain(`у выпуска ${b} 1 человек,`);
    const missing = await cli(runs, store, remote.a, 'promote', '9.9.9-0000000000');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`events: выпуска 9.9.9-0000000000 нет в хранилище ${store}`);
    const promoted = await cli(runs, store, remote.a, 'promote', b);
    expect(promoted.code, promoted.output).toBe(0);

    const rolledBack = await cli(runs, store, remote.a, 'rollback');
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(rolledBack.output).toContain(`events: действует ${a}`);

    // Another writer at work: told, and nothing changes.
    await mkdir(path.join(store, 'events/.lock'), { recursive: true });
    const holder = { work: `выпуск ${b}`, who: 'ci-1, процесс 42', started_at: new Date().toISOString() };
    await writeFile(path.join(store, 'events/.lock/other.json'), JSON.stringify(holder));
    const busy = await cli(runs, store, remote.b, 'release', '--no-build');
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('Выпуск не сделан: events: выпусками сейчас занят другой процесс');

    expect(englishIn(runs)).toEqual([]);
  });

  it('says in Russian what release-all did with each remote, and what goes into config.json', ({ expect }) => {
    const lines = [
      remotesBlock(configuredRemotes(parseStoreLocation('s3://cabinet-releases/prod'))),
      remotesBlock(configuredRemotes(parseStoreLocation(path.join(work, 'store')))),
      outcomeLine({ name: 'events', status: 'released', id: '0.1.0-36a24ca0e1', created: true }),
      outcomeLine({ name: 'events', status: 'released', id: '0.1.0-36a24ca0e1', created: false }),
      outcomeLine({ name: 'events', status: 'kept', id: '0.1.0-36a24ca0e1' }),
      outcomeLine({ name: 'events', status: 'refused', reason: 'events не подходит хосту:\n  - нужен react ^20.0.0, хост даёт 19.3.1' }),
    ];
    expect(lines.flatMap(englishLines)).toEqual([]);
  });

  it('names each misfit in Russian', ({ expect }) => {
    const requirements = requirementsOf({
      name: 'events',
      shared: [
        { name: 'react', requiredVersion: '^20.0.0' },
        { name: 'zustand', requiredVersion: '^5.0.0' },
      ],
      exposes: [{ path: './pages' }],
    });
    const misfits = [...findMisfits(requirements, host), ...findMisfits({ ...requirements, contract: 2 }, host)];
    expect(misfits).toHaveLength(8);
    expect(misfits.flatMap(englishLines)).toEqual([]);
  });

  it('says in Russian when there is nothing to roll back to, when other writers keep the store busy and when a step of store:check fails', async ({ expect }) => {
    const nothing = await rollback(new FolderStore(path.join(work, 'nothing')), 'events').then(
      () => '',
      (error: unknown) => String(error),
    );
    expect(nothing).toContain('откатываться не к чему');
    expect(englishLines(nothing)).toEqual([]);
    expect(englishLines(new StoreBusy('events', null).message)).toEqual([]);

    // A store that forgets what it was given and keeps what it deletes.
    const folder = new FolderStore(path.join(work, 'forgetful'));
    const forgetful = {
      label: folder.label,
      get: (key: string) => (key.includes('/.lock/') ? folder.get(key) : Promise.resolve(null)),
      put: folder.put.bind(folder),
      list: folder.list.bind(folder),
      delete: (keys: readonly string[]) => folder.delete(keys.filter((key) => key.includes('/.lock/'))),
    };
    // Nothing listens on the discard port: the browser's address does not answer.
    const steps = await checkStore(forgetful, 'http://127.0.0.1:9');
    expect(steps.find((step) => step.name.startsWith('чтение по адресу'))?.detail).toMatch(/^адрес не отвечает/);
    expect(steps.filter((step) => !step.ok).length).toBeGreaterThanOrEqual(4);
    expect(steps.flatMap((step) => englishLines(`${step.name}: ${step.detail ?? ''}`))).toEqual([]);
  });

  it('counts people with the right plural', ({ expect }) => {
    const live = { release: '0.1.0-aaaaaaaaaa', people: 1000, loads: 1000, failures: 0, lcp_p75_ms: null };
    const reasonFor = (people: number) => canaryVerdict(live, { ...live, release: '0.2.0-bbbbbbbbbb', people }, { minPeople: 100 }).reasons[0];
    expect(reasonFor(1)).toContain(' 1 человек,');
    expect(reasonFor(3)).toContain(' 3 человека,');
    expect(reasonFor(11)).toContain(' 11 человек,');
    expect(reasonFor(21)).toContain(' 21 человек,');
    expect(reasonFor(22)).toContain(' 22 человека,');
  });
});
