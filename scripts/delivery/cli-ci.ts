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
 */
import path from 'node:path';
import { remotes, root } from '../apps.ts';
import { rspackCli, run } from '../build.ts';

const bin = (file: string) => path.join(root, 'node_modules', file);

async function step<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`\n▶ ${title}`);
  const result = await work();
  console.log(`✓ ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

async function runRemoteCi(name: string, dir: string, { check }: { check: () => Promise<boolean> }): Promise<void> {
  if (!remotes.some((remote) => remote.name === name)) throw new Error(`${name} is not a remote of apps.json`);
  const started = performance.now();
  await step('type check', () => run(bin('typescript/bin/tsc'), ['-b', dir]));
  await step('unit and component tests', () => run(bin('vitest/vitest.mjs'), ['run', '--config', path.join(dir, 'vitest.config.ts')], dir));
  await step('production build', () => run(rspackCli, ['build', '--config', path.join(dir, 'rspack.config.ts'), '--mode', 'production'], dir));
  const fits = await step('compatibility with the host', check);
  if (!fits) throw new Error(`${name} does not fit the host: see above`);
  await step('standalone page build', () =>
    run(rspackCli, ['build', '--config', path.join(dir, 'rspack.config.ts'), '--mode', 'production', '--env', 'standalone'], dir),
  );
  // The smoke test's config reads which remote it serves.
  process.env.CABINET_REMOTE = name;
  await step('standalone page smoke test in Chromium', () =>
    run(bin('@playwright/test/cli.js'), ['test', '--config', path.join(root, 'e2e/remote-smoke/playwright.config.ts')], root),
  );
  console.log(`\n${name}: CI passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export { runRemoteCi };
