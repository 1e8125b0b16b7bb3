/**
 * Production build of the host and every remote in one rspack
 * multi-compiler (scripts/rspack.all.config.ts). `npm run build [names…]`
 * prints the wall time.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, host, root, type App } from './apps.ts';
import { writeBuildManifest } from './build-manifest.ts';
import { writeProvides } from './delivery/write-provides.ts';
import { prerenderAll } from './prerender.ts';

export const rspackCli = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');

export async function buildAll(selected: App[] = apps, mode = 'production'): Promise<number> {
  const started = performance.now();
  await compile(selected, mode);
  if (mode === 'production' && selected.includes(host)) {
    await prerenderAll();
    await writeBuildManifest();
    await writeProvides(path.join(host.dir, 'dist', 'provides.json'));
  }
  return performance.now() - started;
}

function compile(selected: App[], mode: string): Promise<void> {
  const args = ['build', '--config', path.join(root, 'scripts/rspack.all.config.ts'), '--mode', mode];
  if (selected.length !== apps.length) args.push('--env', `only=${selected.map((app) => app.name).join(',')}`);
  return run(rspackCli, args);
}

/** Runs a node script to its end (a build through the rspack CLI, a test runner). */
export function run(script: string, args: string[], cwd: string = root): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with code ${code}`));
    });
  });
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
