/**
 * `npm run ci -w remotes/<name>`: exactly what that remote's CI job runs, and
 * nothing of the other remotes, the host or the reference server:
 *
 * 1. its type check (`tsc -b` of the remote, which builds the shared packages' types);
 * 2. its unit and component tests (its own vitest config);
 * 3. its production build;
 * 4. the compatibility check against the host's recorded provisions
 *    (the committed `host/provides.json`, or `--host`);
 * 5. a smoke test of its standalone page, built for production, in Chromium,
 *    against its own mock API (e2e/remote-smoke).
 *
 * 1–2 and 3–5 run side by side (runRemoteCi).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { remotes, root } from '../apps.ts';
import { rspackCli } from '../build.ts';

const bin = (file: string) => path.join(root, 'node_modules', file);

/** Runs a Node tool with its output held and printed whole when it ends: steps run side by side. */
function runHeld(script: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with code ${code}`));
    });
  });
}

async function step<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`✓ ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return result;
}

/**
 * Two lanes side by side, each in order: the checks of the source (types,
 * then tests), and the builds with what needs them (the build, its
 * compatibility, the standalone page, its smoke test). Neither lane waits for
 * the other; the job fails when either does.
 */
async function runRemoteCi(name: string, dir: string, { check }: { check: () => Promise<boolean> }): Promise<void> {
  if (!remotes.some((remote) => remote.name === name)) throw new Error(`${name} is not a remote of apps.json`);
  const started = performance.now();
  const rspack = (...extra: string[]) => runHeld(rspackCli, ['build', '--config', path.join(dir, 'rspack.config.ts'), '--mode', 'production', ...extra], dir);
  const source = async () => {
    await step('type check', () => runHeld(bin('typescript/bin/tsc'), ['-b', dir], root));
    await step('unit and component tests', () => runHeld(bin('vitest/vitest.mjs'), ['run', '--config', path.join(dir, 'vitest.config.ts')], dir));
  };
  const builds = async () => {
    await step('production build', () => rspack());
    const fits = await step('compatibility with the host', check);
    if (!fits) throw new Error(`${name} does not fit the host: see above`);
    await step('standalone page build', () => rspack('--env', 'standalone'));
    // The smoke test's config reads which remote it serves.
    process.env.CABINET_REMOTE = name;
    await step('standalone page smoke test in Chromium', () =>
      runHeld(bin('@playwright/test/cli.js'), ['test', '--config', path.join(root, 'e2e/remote-smoke/playwright.config.ts')], root),
    );
  };
  const lanes = await Promise.allSettled([source(), builds()]);
  const failure = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failure) throw failure.reason;
  console.log(`${name}: CI passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export { runRemoteCi };
