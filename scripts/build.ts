/**
 * Production build of the host and every remote in one rspack
 * multi-compiler (they build in parallel on rspack's native threads).
 * `npm run build` — prints the wall time.
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { apps, type App } from './apps.ts';

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

async function loadConfig(app: App, mode: string): Promise<Configuration> {
  const url = pathToFileURL(path.join(app.dir, 'rspack.config.ts')).href;
  const factory = ((await import(url)) as { default: ConfigFactory }).default;
  return factory({}, { mode });
}

export async function buildAll(selected: App[] = apps, mode = 'production'): Promise<number> {
  const started = performance.now();
  const configs = await Promise.all(selected.map((app) => loadConfig(app, mode)));
  const stats = await new Promise<MultiStats>((resolve, reject) => {
    rspack(configs, (error, result) => {
      if (error || !result) reject(error ?? new Error('rspack returned no stats'));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('Build failed');
  }
  if (stats.hasWarnings()) {
    console.warn(stats.toString({ all: false, warnings: true, colors: true }));
  }
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  const selected = names.length ? apps.filter((app) => names.includes(app.name)) : apps;
  buildAll(selected)
    .then((ms) => console.log(`Built ${selected.map((a) => a.name).join(', ')} in ${(ms / 1000).toFixed(2)} s`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
