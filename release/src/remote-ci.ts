/**
 * `npm run ci -w remotes/<name>`: exactly what that remote's CI job runs, and
 * nothing of the other remotes, the host or the reference server:
 *
 * 1. its type check (`tsgo -b` of the remote, which builds the shared packages' types);
 * 2. its unit and component tests (its own vitest config);
 * 3. its production build;
 * 4. the compatibility check against the host's recorded provisions
 *    (the committed `host/provides.json`, or `--host`);
 * 5. a smoke test of its standalone page, built for production, in Chromium,
 *    against its own mock API (e2e/remote-smoke).
 *
 * 1–2 and 3–5 run side by side (runRemoteCi).
 */
import path from 'node:path';
import { remoteNamed, root } from '@cabinet/serving/apps';
import { rspackCli, runNode, toolBin } from './run-node.ts';

const runHeld = (script: string, args: readonly string[], cwd: string) => runNode(script, args, cwd, { held: true });

/** Seconds since `started`, as a Russian reader writes them: `12,3 с`. */
const secondsSince = (started: number) =>
  `${((performance.now() - started) / 1000).toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} с`;

async function step<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`✓ ${title} (${secondsSince(started)})\n`);
  return result;
}

/**
 * Two lanes side by side, each in order: the checks of the source (types,
 * then tests), and the builds with what needs them (the build, its
 * compatibility, the standalone page, its smoke test). Neither lane waits for
 * the other; the job fails when either does.
 */
async function runRemoteCi(name: string, dir: string, { check }: { check: () => Promise<boolean> }): Promise<void> {
  remoteNamed(name);
  const started = performance.now();
  const rspack = (...extra: string[]) => runHeld(rspackCli, ['build', '--config', path.join(dir, 'rspack.config.ts'), '--mode', 'production', ...extra], dir);
  const source = async () => {
    await step('проверка типов', () => runHeld(toolBin('@typescript/native-preview/bin/tsgo'), ['-b', '--checkers', '1', dir], root));
    await step('модульные и компонентные тесты', () => runHeld(toolBin('vitest/vitest.mjs'), ['run', '--config', path.join(dir, 'vitest.config.ts')], dir));
  };
  const builds = async () => {
    await step('сборка для продакшена', () => rspack());
    // A misfit fails the step: no ✓ beside the misfits check() has printed.
    await step('совместимость с хостом', async () => {
      if (!(await check())) throw new Error(`${name} не подходит хосту: см. выше`);
    });
    await step('сборка отдельной страницы', () => rspack('--env', 'standalone'));
    // The smoke test's config reads which remote it serves.
    process.env.CABINET_REMOTE = name;
    await step('смоук-тест отдельной страницы в Chromium', () =>
      runHeld(toolBin('@playwright/test/cli.js'), ['test', '--config', path.join(root, 'e2e/remote-smoke/playwright.config.ts')], root),
    );
  };
  const lanes = await Promise.allSettled([source(), builds()]);
  const failure = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failure) throw failure.reason;
  console.log(`${name}: CI пройден за ${secondsSince(started)}`);
}

export { runRemoteCi };
