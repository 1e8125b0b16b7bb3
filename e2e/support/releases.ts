/**
 * Releasing a remote while the product runs, as its team would: a copy of
 * the remote's folder with a change (a Russian string, a requirement, a
 * newer kit) built and published with the real release tool
 * (release/src/cli.ts) into the store `npm start` serves. The copies
 * live in the git-ignored `.scratch/` (`.scratch-<offset>/` for a run with
 * CABINET_PORT_OFFSET, so that runs side by side never share one) beside the
 * remotes' own depth, so their rspack config and styles resolve like the
 * original's.
 */
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASES_FILE, composeRegistry, type RemoteRegistry } from '@cabinet/runtime/registry';
import manifest from '../../apps.json' with { type: 'json' };
import { remoteUrl } from './urls.ts';

const root = path.resolve(import.meta.dirname, '../..');
const offset = Number(process.env.CABINET_PORT_OFFSET ?? 0);
const scratch = path.join(root, offset ? `.scratch-${offset}` : '.scratch');

/**
 * host/src/federation/registry-sync.ts, ENTRY_SYNC_MAX_AGE_MS: a tab reads
 * the registry at most this often. The release specs move the page's clock
 * past it (installed before the page loads, it runs as the real one otherwise).
 */
const REGISTRY_READ_THROTTLE_MS = 2_000;

function store(): string {
  const dir = process.env.CABINET_RELEASE_STORE;
  if (!dir) throw new Error('CABINET_RELEASE_STORE is not set (playwright.config.ts sets it)');
  return dir;
}

/** A team's own record in the store (`<name>/releases.json`), as the release tool wrote it. */
interface StoredState {
  releases: { id: string }[];
  history: string[];
  [field: string]: unknown;
}

function releasesFile(name: string): string {
  return path.join(store(), name, RELEASES_FILE);
}

function readReleases(name: string): StoredState {
  return JSON.parse(readFileSync(releasesFile(name), 'utf8')) as StoredState;
}

/** Replaces a team's record as the release tool does (a rename: never half written). */
async function writeReleases(name: string, state: StoredState): Promise<void> {
  const file = releasesFile(name);
  await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/** The registry as the host composes it from the teams' records (each remote's folder served on its port). */
function registry(): RemoteRegistry {
  const configured = manifest.remotes.map((remote) => ({ name: remote.name, title: remote.title, store: remoteUrl(remote.name), ...('badge' in remote ? { badge: remote.badge as 'unread-notifications' } : {}) }));
  return composeRegistry(
    configured,
    configured.map((remote) => {
      try {
        return readReleases(remote.name);
      } catch {
        return null;
      }
    }),
  );
}

function liveRelease(name: string): string | undefined {
  return registry().remotes.find((remote) => remote.name === name)?.release;
}

/** A copy of `remotes/<name>` to change and release; `dir` is its folder. */
async function copyRemote(name: string, label: string): Promise<string> {
  const dir = path.join(scratch, `${name}-${label}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  await cp(path.join(root, 'remotes', name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|dist-standalone|\.tsbuild)([\\/]|$)/.test(source),
  });
  return dir;
}

/** Replaces `from` by `to` in a file of the copy (failing if `from` is not there). */
async function edit(dir: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(dir, file);
  const text = await readFile(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no «${from}»`);
  await writeFile(full, text.replace(from, to));
}

/**
 * Makes the copy build against a changed copy of a shared package
 * (`shared/<pkg>`), as a remote in its own repository would with another
 * version installed: its own node_modules/@cabinet/<pkg>.
 */
async function withPackage(dir: string, pkg: 'kit' | 'runtime', change: (copy: string) => Promise<void>): Promise<void> {
  const copy = path.join(scratch, `${path.basename(dir)}-${pkg}`);
  await rm(copy, { recursive: true, force: true });
  await cp(path.join(root, 'shared', pkg), copy, { recursive: true, filter: (source) => !/[\\/](node_modules|\.tsbuild)([\\/]|$)/.test(source) });
  await change(copy);
  await mkdir(path.join(dir, 'node_modules', '@cabinet'), { recursive: true });
  await symlink(copy, path.join(dir, 'node_modules', '@cabinet', pkg), 'dir');
}

interface ToolRun {
  status: number | null;
  output: string;
}

/**
 * Runs the release tool (`release`, `rollback`, `check`…) for the remote
 * folder `dir`. Not spawnSync: a test's event loop blocked for the seconds a
 * release takes would reuse, afterwards, a kept-alive connection the server
 * closed meanwhile ("other side closed").
 */
function delivery(command: string, dir: string, ...args: string[]): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'release/src/cli.ts'), command, '--dir', dir, '--store', store(), ...args], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

async function removeScratch(): Promise<void> {
  await rm(scratch, { recursive: true, force: true });
}

/** A remote's entry of the registry the host composes now. */
function remoteEntry(name: string) {
  return registry().remotes.find((remote) => remote.name === name);
}

/**
 * Puts a remote back as the other specs expect it — no canary, `original`
 * live — and removes the copies: a spec's afterEach, whatever the test did.
 * Returns the tool's failures (none when all went back).
 */
async function restoreRemote(name: string, original: string | undefined): Promise<ToolRun[]> {
  const dir = path.join(root, 'remotes', name);
  const failed: ToolRun[] = [];
  const run = async (...args: string[]) => {
    const result = await delivery('rollback', dir, ...args);
    if (result.status !== 0) failed.push(result);
  };
  if (remoteEntry(name)?.canary) await run();
  if (original && liveRelease(name) !== original) await run('--to', original);
  await removeScratch();
  return failed;
}

/**
 * For a spec that releases `name`: notes its live release before each test
 * and puts the remote back after it (restoreRemote), so that the next spec
 * finds the product as it was. Returns the release noted.
 */
function keepRemoteAsFound(name: string): () => string | undefined {
  let original: string | undefined;
  test.beforeEach(() => {
    original = liveRelease(name);
  });
  test.afterEach(async () => {
    expect(await restoreRemote(name, original)).toEqual([]);
  });
  return () => original;
}

/**
 * Makes the build in `dist` release `id` of `name` by hand, past the release tool (which would refuse it): its
 * files in the store under that id and the team's record pointed at them, while `during` runs; then the record
 * and the files as they were, whatever `during` did.
 */
async function withReleaseByHand(name: string, dist: string, id: string, during: () => Promise<void>): Promise<void> {
  const folder = path.join(store(), name, id);
  await cp(dist, folder, { recursive: true });
  const current = readReleases(name);
  await writeReleases(name, { ...current, releases: [...current.releases, { id }], history: [...current.history, id] });
  try {
    await during();
  } finally {
    await writeReleases(name, current);
    await rm(folder, { recursive: true, force: true });
  }
}

export {
  REGISTRY_READ_THROTTLE_MS,
  copyRemote,
  delivery,
  edit,
  keepRemoteAsFound,
  liveRelease,
  registry,
  remoteEntry,
  removeScratch,
  restoreRemote,
  root,
  store,
  withPackage,
  withReleaseByHand,
};
