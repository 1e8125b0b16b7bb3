/**
 * `npm run bench`: production build (wall time; `--no-build` measures the
 * existing one), then every page in Chromium with a cold cache, measuring
 * from the network log the gzip size of the JS and CSS the browser loads,
 * each remote's own code on its page, its remoteEntry.js and exposed chunks,
 * and how many copies of each singleton were evaluated — each beside its
 * budget (bench-budgets.ts). Exits non-zero when a budget is not met.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { buildAll } from './build.ts';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';
import { startApi } from './api-process.ts';
import { serveApps } from '@cabinet/serving/static-server';
import { apps, host, remotes } from '@cabinet/serving/apps';
import { onDemandSingletons, singletons } from '../../federation-shared.ts';
import { offlineBudget, pageBudgets, remoteBudgets, type PageBudget } from './bench-budgets.ts';
import { seededPath } from './bench/seeded-path.ts';


const verbose = process.argv.includes('--verbose');
const gz = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

interface PageFigures {
  path: string;
  urls: { url: string; size: number; type: string }[];
  js: number;
  /** KB gzip of the offline support (the host's `offline` chunk), loaded after the first render: not in `js`. */
  offline: number;
  css: number;
  requests: number;
  /** Every request of the load, the API's and the registry's too. */
  allRequests: number;
  copies: Record<string, number>;
}

async function signedInContext(browser: Browser, apiUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.request.get(`${apiUrl}/sanctum/csrf-cookie`);
  const cookies = await context.cookies(apiUrl);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${apiUrl}/api/cabinet/login`, {
    data: { email: 'demo@example.com', password: 'demo-password' },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json', Origin: `http://localhost:${host.port}` },
  });
  if (!response.ok()) throw new Error(`Sign-in for the bench failed: ${response.status()}`);
  return context;
}

/**
 * The host's offline support (host/src/offline: the kept data's persister, the worker's registration), one
 * chunk the host imports only once its first render is on screen — or before it with no connection, which no
 * bench page has: its bytes are gated on their own, not as the page's start-up.
 */
const isOfflineChunk = (url: string): boolean => /\/static\/js\/offline\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

async function measurePage(context: BrowserContext, pagePath: string, cabinet = false): Promise<PageFigures> {
  const page = await context.newPage();
  const bodies: Promise<{ type: string; size: number; url: string }>[] = [];
  let allRequests = 0;
  page.on('request', () => (allRequests += 1));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || response.url().endsWith('.js') || response.url().endsWith('.css')) {
      bodies.push(
        response
          .body()
          .then((body) => ({
            type: response.url().endsWith('.css') || type === 'stylesheet' ? 'css' : 'js',
            size: gz(body),
            url: response.url(),
          }))
          .catch(() => ({ type, size: 0, url: response.url() })),
      );
    }
  });
  // The offline chunk is asked for after the first render, which on a busy machine can come after the network
  // has been idle for networkidle's 500 ms: wait for it by name, or report it missing after 30 s.
  const offlineLoaded = cabinet
    ? page.waitForResponse((response) => isOfflineChunk(response.url()), { timeout: 30_000 }).catch(() => null)
    : null;
  await page.goto(`http://localhost:${host.port}${pagePath}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await offlineLoaded;
  const loaded = await Promise.all(bodies);
  if (verbose) {
    for (const { url, size } of loaded.sort((a, b) => b.size - a.size)) console.log(`  ${pagePath} ${kb(size).padStart(6)} ${url}`);
  }
  const copies = await page.evaluate((names) => {
    type Shared = { loaded?: boolean; lib?: unknown; treeShaking?: { loaded?: boolean; lib?: unknown } };
    const scope = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__?.__SHARE__ ?? {};
    const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
    for (const instance of Object.values(scope)) {
      for (const packages of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const shared of Object.values(versions)) {
            // A tree-shaken build of a package is recorded under `treeShaking`.
            if (shared.loaded || shared.lib) counts[pkg] = (counts[pkg] ?? 0) + 1;
            if (shared.treeShaking?.loaded || shared.treeShaking?.lib) counts[pkg] = (counts[pkg] ?? 0) + 1;
          }
        }
      }
    }
    return counts;
  }, [...singletons]);
  await page.close();
  return {
    path: pagePath,
    urls: loaded,
    js: loaded.filter((r) => r.type === 'js' && !isOfflineChunk(r.url)).reduce((sum, r) => sum + r.size, 0),
    offline: loaded.filter((r) => r.type === 'js' && isOfflineChunk(r.url)).reduce((sum, r) => sum + r.size, 0),
    css: loaded.filter((r) => r.type === 'css').reduce((sum, r) => sum + r.size, 0),
    requests: loaded.length,
    allRequests,
    copies,
  };
}

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

function remoteFigures() {
  return remotes.map((remote) => {
    const dist = path.join(remote.dir, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const exposes = manifest.exposes.map((expose) => {
      const files = [...expose.assets.js.sync, ...expose.assets.css.sync];
      return { name: expose.name, size: files.reduce((sum, file) => sum + gz(readFileSync(path.join(dist, file))), 0) };
    });
    return { name: remote.name, remoteEntry: gz(readFileSync(path.join(dist, 'remoteEntry.js'))), exposes };
  });
}

/** KB gzip of the JS a page loaded from a remote's origin, its entry excluded: the remote's own code there. */
function remoteOwnCode(figures: PageFigures): { remote: string; size: number } | null {
  for (const remote of remotes) {
    const origin = `http://localhost:${remote.port}`;
    const own = figures.urls.filter(({ url, type }) => type === 'js' && url.startsWith(origin) && !url.endsWith('/remoteEntry.js'));
    if (own.length > 0) return { remote: remote.name, size: own.reduce((sum, item) => sum + item.size, 0) };
  }
  return null;
}

async function main() {
  // Exit through 'exit' handlers (which stop the API child) when interrupted.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const buildMs = process.argv.includes('--no-build') ? null : await buildAll(apps);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-bench-'));
  const api = await startApi({ CABINET_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const running = await serveApps(apps);
  const browser = await chromium.launch(chromiumLaunch());
  const misses: string[] = [];
  try {
    const rows: { budget: PageBudget; figures: PageFigures }[] = [];
    for (const budget of pageBudgets) {
      // A cold cache per page: a new context each time.
      const context = budget.signedIn ? await signedInContext(browser, api.url) : await browser.newContext();
      const pagePath = await seededPath(context, api.url, budget.path);
      rows.push({ budget, figures: await measurePage(context, pagePath, budget.signedIn) });
      await context.close();
    }

    console.log('\nPage (cold cache)                          JS gz KB   target     gate   CSS gz KB   requests');
    const targetsMissed: string[] = [];
    for (const { budget, figures } of rows) {
      const gate = budget.ceiling ?? budget.js;
      const over = figures.js / 1024 > gate;
      if (over) misses.push(`${figures.path}: ${kb(figures.js)} KB JS > ${gate} KB`);
      else if (figures.js / 1024 > budget.js) targetsMissed.push(`${figures.path}: ${kb(figures.js)} KB JS, target ${budget.js} KB`);
      const mark = over ? ' ✗' : figures.js / 1024 > budget.js ? ' ~' : '  ';
      console.log(
        `${figures.path.padEnd(42)} ${kb(figures.js).padStart(8)}   ${`≤ ${budget.js}`.padStart(6)}   ${`≤ ${gate}`.padStart(6)}${mark}  ${kb(figures.css).padStart(8)}   ${String(figures.requests).padStart(8)}`,
      );
    }
    if (targetsMissed.length > 0) {
      console.log(`\n~ over the target, under the gate's ceiling (README, "Budgets and measurements"):\n  ${targetsMissed.join('\n  ')}`);
    }

    console.log(`\nOffline support, loaded after the first render (host/src/offline), budget ≤ ${offlineBudget} KB`);
    for (const { budget, figures } of rows) {
      if (!budget.signedIn) continue;
      const over = figures.offline / 1024 > offlineBudget;
      if (over) misses.push(`${figures.path}: offline support ${kb(figures.offline)} KB > ${offlineBudget} KB`);
      if (figures.offline === 0) misses.push(`${figures.path}: no offline support loaded (the \`offline\` chunk)`);
      console.log(`${figures.path.padEnd(42)} ${kb(figures.offline).padStart(6)}${over || figures.offline === 0 ? ' ✗' : ''}`);
    }

    console.log(`\nRemote's own code on its page (entry excluded), budget ≤ ${remoteBudgets.ownCode} KB`);
    for (const { figures } of rows) {
      const own = remoteOwnCode(figures);
      if (!own) continue;
      const over = own.size / 1024 > remoteBudgets.ownCode;
      if (over) misses.push(`${figures.path}: ${own.remote}'s own code ${kb(own.size)} KB > ${remoteBudgets.ownCode} KB`);
      console.log(`${figures.path.padEnd(42)} ${own.remote.padEnd(14)} ${kb(own.size).padStart(6)}${over ? ' ✗' : ''}`);
    }

    console.log(`\nRemote          remoteEntry.js gz KB (≤ ${remoteBudgets.remoteEntry})   exposed chunks gz KB`);
    const remoteSizes = remoteFigures();
    for (const remote of remoteSizes) {
      const over = remote.remoteEntry / 1024 > remoteBudgets.remoteEntry;
      if (over) misses.push(`${remote.name}: remoteEntry.js ${kb(remote.remoteEntry)} KB > ${remoteBudgets.remoteEntry} KB`);
      const exposes = remote.exposes.map((e) => `${e.name} ${kb(e.size)}`).join(', ');
      console.log(`${remote.name.padEnd(15)} ${kb(remote.remoteEntry).padStart(20)}${over ? ' ✗' : '  '}   ${exposes}`);
    }

    console.log(`\nSingleton copies evaluated (cabinet pages: exactly one of each; at most one of ${onDemandSingletons.join(', ')}, loaded on demand)`);
    for (const { budget, figures } of rows) {
      const counts = Object.entries(figures.copies);
      if (budget.signedIn) {
        for (const [name, copies] of counts) {
          const allowed = (onDemandSingletons as readonly string[]).includes(name) ? copies <= 1 : copies === 1;
          if (!allowed) misses.push(`${figures.path}: ${name} evaluated ${copies} times`);
        }
      }
      if (verbose || budget.signedIn) console.log(`${figures.path.padEnd(42)} ${counts.map(([name, n]) => `${name}=${n}`).join('  ')}`);
    }
    if (buildMs !== null) console.log(`\nFull production build: ${(buildMs / 1000).toFixed(2)} s (printed, not a gate: it varies with the machine's load)`);

    if (misses.length > 0) {
      console.error(`\nOver budget:\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nEvery budget is met.');
    }
  } finally {
    await browser.close();
    await running.close();
    await api.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

export { measurePage, signedInContext };

