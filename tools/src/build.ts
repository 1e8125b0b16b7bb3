/**
 * Production build of the host and every remote in one rspack
 * multi-compiler (the repository's rspack.config.ts), then the host's own
 * finishing steps (host/build/finish-build.ts: prerender, build manifest,
 * provisions, documents). `npm run build [names…]` prints the wall time.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspackCli, runNode } from '@cabinet/release/run-node';
import { apps, host, root, type App } from '@cabinet/serving/apps';

export async function buildAll(selected: App[] = apps, mode = 'production'): Promise<number> {
  const started = performance.now();
  const args = ['build', '--config', path.join(root, 'rspack.config.ts'), '--mode', mode];
  if (selected.length !== apps.length) args.push('--env', `only=${selected.map((app) => app.name).join(',')}`);
  await runNode(rspackCli, args, root);
  if (mode === 'production' && selected.includes(host)) {
    await runNode(path.join(root, 'node_modules/tsx/dist/cli.mjs'), [path.join(host.dir, 'build/finish-build.ts')], host.dir);
  }
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  const selected = names.length ? apps.filter((app) => names.includes(app.name)) : apps;
  buildAll(selected)
    .then((ms) => console.log(`Собрано (${selected.map((app) => app.name).join(', ')}) за ${(ms / 1000).toFixed(2)} с`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
