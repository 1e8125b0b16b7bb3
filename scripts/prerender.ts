/**
 * Prerenders the landing page into host/dist/index.html after a production
 * build, so that `/` shows its content before any JS runs (the landing entry
 * then hydrates it). Runs the node bundle of the same components that the
 * build wrote to host/.prerender (rspack.landing.config.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { host } from './apps.ts';

const EMPTY_ROOT = '<div id="root"></div>';

export async function prerenderLanding(): Promise<void> {
  const file = path.join(host.dir, 'dist/index.html');
  const html = await readFile(file, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty #root to prerender into`);
  const bundle = createRequire(import.meta.url)(path.join(host.dir, '.prerender/landing.cjs')) as { render(): string };
  const markup = bundle.render();
  await writeFile(file, html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="landing">${markup}</div>`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  prerenderLanding().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
