/**
 * `npm run bench`: production build (wall time), then the real pages in
 * Chromium with a cold cache, measuring from the network log the gzip size of
 * the JS and CSS the browser loads per page, each remote's remoteEntry.js and
 * exposed chunks, and how many copies of each singleton were evaluated.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { buildAll } from './build.ts';
import { startApi } from './api-process.ts';
import { serveApps } from './serve.ts';
import { apps, host, remotes } from './apps.ts';
import { singletons } from '../federation-shared.ts';

const targets = { '/': 130, '/cabinet/events': 200, remoteEntry: 16, buildSeconds: 10 };

const verbose = process.argv.includes('--verbose');
const gz = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

interface PageFigures {
  path: string;
  js: number;
  css: number;
  requests: number;
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

async function measurePage(context: BrowserContext, pagePath: string): Promise<PageFigures> {
  const page = await context.newPage();
  const bodies: Promise<{ type: string; size: number; url: string }>[] = [];
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
  await page.goto(`http://localhost:${host.port}${pagePath}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
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
    js: loaded.filter((r) => r.type === 'js').reduce((sum, r) => sum + r.size, 0),
    css: loaded.filter((r) => r.type === 'css').reduce((sum, r) => sum + r.size, 0),
    requests: loaded.length,
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

async function main() {
  // Exit through 'exit' handlers (which stop the API child) when interrupted.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const buildMs = await buildAll(apps);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-bench-'));
  const api = await startApi({ CABINET_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const running = await serveApps(apps);
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const pages: PageFigures[] = [];
    for (const pagePath of ['/', '/login']) {
      const context = await browser.newContext();
      pages.push(await measurePage(context, pagePath));
      await context.close();
    }
    const context = await signedInContext(browser, api.url);
    pages.push(await measurePage(context, '/cabinet/events'));
    await context.close();

    console.log('\nPage (cold cache)        JS gz KB   CSS gz KB   requests');
    for (const figures of pages) {
      console.log(`${figures.path.padEnd(24)} ${kb(figures.js).padStart(8)}   ${kb(figures.css).padStart(9)}   ${String(figures.requests).padStart(8)}`);
    }
    console.log('\nRemote          remoteEntry.js gz KB   exposed chunks gz KB');
    const remoteSizes = remoteFigures();
    for (const remote of remoteSizes) {
      const exposes = remote.exposes.map((e) => `${e.name} ${kb(e.size)}`).join(', ');
      console.log(`${remote.name.padEnd(15)} ${kb(remote.remoteEntry).padStart(20)}   ${exposes}`);
    }
    console.log('\nSingleton copies evaluated (per page)');
    for (const figures of pages) {
      console.log(`${figures.path.padEnd(24)} ${Object.entries(figures.copies).map(([name, n]) => `${name}=${n}`).join('  ')}`);
    }
    console.log(`\nFull production build: ${(buildMs / 1000).toFixed(2)} s`);

    const checks = [
      [`/ JS ≤ ${targets['/']} KB`, (pages[0]?.js ?? Infinity) / 1024 <= targets['/']],
      [`/cabinet/events JS ≤ ${targets['/cabinet/events']} KB`, (pages[2]?.js ?? Infinity) / 1024 <= targets['/cabinet/events']],
      [`each remoteEntry.js ≤ ${targets.remoteEntry} KB`, remoteSizes.every((r) => r.remoteEntry / 1024 <= targets.remoteEntry)],
      [`full build ≤ ${targets.buildSeconds} s`, buildMs / 1000 <= targets.buildSeconds],
    ] as const;
    console.log('\nTargets');
    for (const [label, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}`);
  } finally {
    await browser.close();
    await running.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
