/**
 * `npm run bench:scale` (by hand, not in `npm test`): does a cabinet page get
 * heavier as remotes are added? Generates 16 trivial remotes beside the four
 * real ones (in `.scale/`, git-ignored, never committed), builds them, and
 * serves the product with the registry listing 4 remotes, then 20. For
 * `/cabinet` and `/cabinet/events` it prints the JS and CSS gzip bytes and
 * the requests of a cold load (as `npm run bench` counts them) and the
 * Lighthouse mobile LCP (median of 3, as `npm run test:lighthouse`). Exits
 * non-zero when 20 remotes cost a page more than the registry's own growth:
 * 2 KB more of JS and CSS, or another JS or CSS file. `--no-build` reuses the existing builds.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REGISTRY_FILE, registryJson, type RemoteRegistry } from '@cabinet/runtime/registry';
import { startApi } from './api-process.ts';
import { apps, host, portOffset, remotes, root, type App } from '@cabinet/serving/apps';
import { measurePage, signedInContext } from './bench.ts';
import { rspackCli, runNode } from '@cabinet/release/run-node';
import { buildAll } from './build.ts';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';
import { audit, DEBUGGING_PORT, median, signIn, type Run } from './lighthouse.ts';
import { serveApps } from '@cabinet/serving/static-server';

const EXTRA = 16;
const FIRST_PORT = 3100;
const scaleDir = path.join(root, '.scale');
const pages = ['/cabinet', '/cabinet/events'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Extra {
  name: string;
  title: string;
  dir: string;
  port: number;
}

const extras: Extra[] = Array.from({ length: EXTRA }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  // Served and listed in the registry on the same port: a run with CABINET_PORT_OFFSET moves both.
  return { name: `extra${number}`, title: `Раздел ${number}`, dir: path.join(scaleDir, 'remotes', `extra${number}`), port: FIRST_PORT + portOffset + index };
});

/** A remote as small as one can be: one page, a heading and a line, the real remotes' dependencies. */
function writeRemote(extra: Extra): void {
  const template = JSON.parse(readFileSync(path.join(root, 'remotes/notifications/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  mkdirSync(path.join(extra.dir, 'src'), { recursive: true });
  const pkg = { name: `@cabinet/${extra.name}`, version: '0.1.0', private: true, type: 'module', dependencies: template.dependencies };
  writeFileSync(path.join(extra.dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(
    path.join(extra.dir, 'src/module.tsx'),
    `import { defineRemoteModule } from '@cabinet/runtime';

function Page() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">${extra.title}</h1>
      <p className="text-muted-foreground">Сгенерирован для npm run bench:scale.</p>
    </section>
  );
}

export default defineRemoteModule({ name: '${extra.name}', title: '${extra.title}', routes: [{ index: true, element: <Page /> }] });
`,
  );
}

/** One rspack multi-compiler for the generated remotes, with the real remotes' configuration. */
async function buildExtras(): Promise<void> {
  const config = path.join(scaleDir, 'rspack.config.ts');
  writeFileSync(
    config,
    `import { createConfig } from '../rspack.config.base.ts';

const extras = ${JSON.stringify(extras.map(({ dir, title, port }) => ({ dir, title, port })))};

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  extras.map(({ dir, title, port }) => createConfig({ kind: 'remote', dir, exposes: { './module': './src/module.tsx' }, settings: { port, title } })(env, argv));
`,
  );
  await runNode(rspackCli, ['build', '--config', config, '--mode', 'production'], root);
}

/** A copy of the host's build, so that its registry can list the extra remotes without touching `host/dist`. */
function copyHost(): App {
  const dist = path.join(scaleDir, 'host', 'dist');
  rmSync(dist, { recursive: true, force: true });
  cpSync(path.join(host.dir, 'dist'), dist, { recursive: true, filter: (source) => !source.endsWith('.map') });
  return { ...host, dir: path.dirname(dist) };
}

/**
 * The registry beside the copied host: served without a release store, the
 * static server serves this `/remotes.json` and puts it inline (its config
 * lists no `remotes`), as for a dev build.
 */
function writeRegistry(scaleHost: App, count: 4 | 20): RemoteRegistry {
  const built = JSON.parse(readFileSync(path.join(host.dir, 'dist', REGISTRY_FILE), 'utf8')) as RemoteRegistry;
  const added = count === 20 ? extras.map(({ name, title, port }) => ({ name, title, entry: `http://localhost:${port}/mf-manifest.json` })) : [];
  const registry = { remotes: [...built.remotes, ...added] };
  writeFileSync(path.join(scaleHost.dir, 'dist', REGISTRY_FILE), registryJson(registry));
  return registry;
}

interface Figures {
  js: number;
  css: number;
  /** JS and CSS files. */
  requests: number;
  /** Every request until the network was idle (the registry's re-read may fall in or not). */
  allRequests: number;
  lcp: number;
}

async function measure(apiUrl: string, hostUrl: string, check?: Extra): Promise<Record<string, Figures>> {
  const figures: Record<string, Figures> = {};
  const browser = await chromium.launch(chromiumLaunch());
  try {
    const context = await signedInContext(browser, apiUrl);
    if (check) {
      // The generated remotes are real ones: the last opens in the cabinet like the others.
      const page = await context.newPage();
      await page.goto(`${hostUrl}/cabinet/${check.name}`);
      await page.getByRole('heading', { level: 1, name: check.title }).waitFor({ timeout: 30_000 });
      await page.close();
    }
    for (const page of pages) {
      const { js, css, requests, allRequests } = await measurePage(context, page);
      figures[page] = { js, css, requests, allRequests, lcp: 0 };
    }
  } finally {
    await browser.close();
  }
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'cabinet-scale-profile-')), {
    headless: true,
    ...chromiumLaunch([`--remote-debugging-port=${DEBUGGING_PORT}`], 'browser'),
  });
  try {
    await signIn(context, hostUrl);
    for (const page of pages) {
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(await audit(context, `${hostUrl}${page}`, true));
      const entry = figures[page];
      if (entry) entry.lcp = median(runs).lcp;
    }
  } finally {
    await context.close();
  }
  return figures;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (!process.argv.includes('--no-build')) {
    await buildAll(apps);
    for (const extra of extras) writeRemote(extra);
    await buildExtras();
  }
  for (const extra of extras) if (!existsSync(path.join(extra.dir, 'dist', 'mf-manifest.json'))) throw new Error(`${extra.name} is not built: run without --no-build`);
  const scaleHost = copyHost();
  const extraApps: App[] = extras.map(({ name, dir, port }) => ({ name, dir, port, kind: 'remote' }));
  const api = await startApi({ CABINET_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cabinet-scale-')), LOG_LEVEL: 'warn' });
  const running = await serveApps([scaleHost, ...remotes, ...extraApps]);
  const hostUrl = `http://localhost:${host.port}`;
  try {
    const results = new Map<number, { registry: number; figures: Record<string, Figures> }>();
    for (const count of [4, 20] as const) {
      const registry = writeRegistry(scaleHost, count);
      results.set(count, { registry: Buffer.byteLength(JSON.stringify(registry)), figures: await measure(api.url, hostUrl, count === 20 ? extras.at(-1) : undefined) });
    }
    const four = results.get(4);
    const twenty = results.get(20);
    if (!four || !twenty) throw new Error('No figures');
    console.log(`\nA cabinet page with 4 remotes and with 20 (16 generated; cold cache; LCP: Lighthouse mobile, median of ${RUNS})`);
    console.log(`registry: ${four.registry} → ${twenty.registry} bytes`);
    console.log(`${'page'.padEnd(18)} ${'JS gz KB'.padStart(15)} ${'CSS gz KB'.padStart(13)} ${'JS+CSS files'.padStart(13)} ${'all requests'.padStart(13)} ${'LCP s'.padStart(13)}`);
    const failures: string[] = [];
    for (const page of pages) {
      const a = four.figures[page];
      const b = twenty.figures[page];
      if (!a || !b) continue;
      console.log(
        `${page.padEnd(18)} ${`${kb(a.js)} → ${kb(b.js)}`.padStart(15)} ${`${kb(a.css)} → ${kb(b.css)}`.padStart(13)} ${`${a.requests} → ${b.requests}`.padStart(13)} ${`${a.allRequests} → ${b.allRequests}`.padStart(13)} ${`${(a.lcp / 1000).toFixed(2)} → ${(b.lcp / 1000).toFixed(2)}`.padStart(13)}`,
      );
      if (b.js + b.css > a.js + a.css + 2048) failures.push(`${page}: ${kb(b.js + b.css - a.js - a.css)} KB more with 20 remotes`);
      if (b.requests > a.requests) failures.push(`${page}: ${b.requests - a.requests} more JS or CSS files with 20 remotes`);
    }
    console.log('LCP moves with the machine by ±0.2 s between runs; bytes and requests do not.');
    if (failures.length > 0) {
      console.error(`\nGrows with the number of remotes:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await running.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
