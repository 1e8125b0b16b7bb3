/**
 * `npm run test:lighthouse`: Lighthouse (mobile preset, simulated throttling)
 * on the pages of issue 14, against the production build served compressed
 * as `npm start` serves it and the reference API with seeded data, in
 * Debian's Chromium. Each page three times with a cold cache; the median run
 * of each is printed beside the targets and its HTML report kept in
 * `.lighthouse/` (git-ignored). Exits non-zero when a median misses its gate.
 *
 * What gates is what the machine does not decide: accessibility, best
 * practices and CLS at their targets, and the LCP under a ceiling that only
 * a broken page (a request chain back, a prerender lost) goes over. The
 * performance score is printed beside its target and does not gate: its
 * largest part, the blocking time, is the page's CPU at 4× the machine's,
 * and this machine's own speed moves it more than a change does (README,
 * "Budgets and measurements"). The weight gates in `npm run bench`.
 *
 * Signed-in pages: the browser signs in once (cookie mode); Lighthouse runs
 * in the same browser without resetting storage, so the session cookie
 * stays, and the HTTP cache, the service worker and its caches are cleared
 * before each run instead (first-visit-storage.ts). A guest's
 * pages are first visits: Lighthouse resets their storage each run.
 *
 * The pages are served as `npm start` serves them: the renderer paints a
 * signed-in visitor's page, its section with the server code of the remotes
 * released into a store of the run's own, and the browser lives in the
 * product's time zone (`DEFAULT_TIME_ZONE`), in which a first visit is
 * painted. There a cabinet page's LCP gates at its target, 1.5 s: it is the
 * painted HTML and its CSS, its code asked for after (painted-code-after-paint.ts).
 * `--static` audits the static documents instead (the renderer down: the
 * fallback), under the ceiling of an SPA start. `--no-build` audits the
 * existing build; `--breakdown` adds a run per page with the throttling
 * applied and prints its LCP breakdown.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { DEFAULT_TIME_ZONE } from '@cabinet/runtime';
import { releaseEveryRemote } from '@cabinet/release/release-every-remote';
import { openStore } from '@cabinet/serving/store/open-store';
import { parseStoreLocation, type StoreLocation } from '@cabinet/serving/store-location';
import { startApi } from './api-process.ts';
import { apps, host, root } from '@cabinet/serving/apps';
import { buildAll } from './build.ts';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';
import { forgetOfflineState } from './first-visit-storage.ts';
import { seededPath } from './bench/seeded-path.ts';
import { serveApps } from '@cabinet/serving/static-server';

interface Target {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  cls: number;
}

interface AuditedPage {
  path: string;
  signedIn: boolean;
  target: Target;
  /**
   * The LCP over which the page is broken, whatever the machine: well over
   * the slowest median measured (README, "Budgets and measurements").
   */
  lcpCeiling: number;
}

const others: Target = { performance: 90, accessibility: 100, bestPractices: 100, lcp: 1500, cls: 0.02 };
/**
 * A cabinet page is an SPA start on a simulated slow 4G. Nothing waits on a
 * chain any more (the document preloads the host's chunks, carries the
 * config and the registry, and asks for the identity and the section's
 * remote while they download), so what is left is the bytes (≈ 220 KB of
 * JS and CSS at 1.6 Mbit/s) and the CPU (React DOM's evaluation and the
 * first render at 4× slowdown): 2.5–3.1 s to the largest paint, performance
 * 89–97 on a fast, quiet machine. The 4× is relative to the machine: on a
 * day when the same machine ran `npm test` in 1,050 s instead of 465 s,
 * the blocking time was 280–650 ms instead of 40–140 ms, performance 74–85
 * and the LCP 3.1–3.9 s, the same on the commit before; the index column
 * says which day it was. The ceiling is half as much again as that day's
 * slowest median.
 */
const STATIC_CABINET_LCP_CEILING = 6000;
/** `--static`: the static documents, as served while the renderer is down. */
const STATIC = process.argv.includes('--static');
/** A painted cabinet page gates at its target: 0.88–1.00 s measured (README, "Budgets and measurements"). */
const CABINET_LCP_CEILING = STATIC ? STATIC_CABINET_LCP_CEILING : others.lcp;
/** Prerendered pages paint before their code: 0.76–0.95 s; before they were prerendered, 1.5–2.2 s. */
const PRERENDERED_LCP_CEILING = 1800;

const pages: AuditedPage[] = [
  { path: '/', signedIn: false, target: { ...others, performance: 95, lcp: 1000 }, lcpCeiling: PRERENDERED_LCP_CEILING },
  { path: '/login', signedIn: false, target: { ...others, lcp: 1200 }, lcpCeiling: PRERENDERED_LCP_CEILING },
  { path: '/register', signedIn: false, target: { ...others, lcp: 1200 }, lcpCeiling: PRERENDERED_LCP_CEILING },
  { path: '/cabinet', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
  { path: '/cabinet/events', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
  { path: '/cabinet/events/{event}', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
  { path: '/cabinet/notifications', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
  { path: '/cabinet/polls', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
  { path: '/cabinet/polls/{poll}', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
  { path: '/cabinet/profile', signedIn: true, target: others, lcpCeiling: CABINET_LCP_CEILING },
];

/**
 * Each remote's build released into a store of its own, as `npm start` does:
 * the renderer paints a section with the server code of its live release.
 */
async function releasedRemotes(work: string): Promise<StoreLocation> {
  const location = parseStoreLocation(path.join(work, 'releases'));
  const provisions = JSON.parse(readFileSync(path.join(host.dir, 'dist', 'provides.json'), 'utf8')) as HostProvisions;
  await releaseEveryRemote({ store: await openStore(location), location, host: provisions });
  return location;
}

/** `--breakdown`: one more run per page with the throttling applied, for the LCP breakdown. */
const BREAKDOWN = process.argv.includes('--breakdown');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEBUGGING_PORT = 9300 + Number(process.env.CABINET_PORT_OFFSET ?? 0);
const reportsDir = path.join(root, '.lighthouse');

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First Contentful Paint, ms: when the page stops being blank. */
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /**
   * LCP's parts, ms: TTFB, resource load delay, load time, render delay —
   * from the trace, so measured with the throttling applied (see `breakdownOf`).
   */
  breakdown: [number, number, number, number];
  /** Lighthouse's benchmark of the host as the run began: how fast this machine was just then. */
  benchmarkIndex: number;
  html: string;
}

type Json = Record<string, unknown>;

function lcpBreakdown(audit: Json | undefined): Run['breakdown'] {
  const tables = ((audit?.details as Json | undefined)?.items ?? []) as Json[];
  const rows = (tables.find((table) => table.type === 'table')?.items ?? []) as { subpart: string; duration: number }[];
  const part = (name: string) => Math.round(rows.find((row) => row.subpart === name)?.duration ?? 0);
  return [part('timeToFirstByte'), part('resourceLoadDelay'), part('resourceLoadDuration'), part('elementRenderDelay')];
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

async function audit(context: BrowserContext, url: string, signedIn: boolean, throttling: 'simulate' | 'devtools' = 'simulate'): Promise<Run> {
  // A cold HTTP cache; a signed-in page keeps its cookies (the session), a
  // guest's page is a first visit every run (Lighthouse resets its storage).
  const page = context.pages()[0] ?? (await context.newPage());
  // The API's XSRF-TOKEN cookie is the API origin's, which Lighthouse's reset of the page's origin leaves.
  if (!signedIn) await context.clearCookies();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Signed in, it is a first visit with a session: the earlier runs' service worker and its caches are gone too.
  if (signedIn) await forgetOfflineState(cdp, new URL(url).origin);
  await cdp.detach();
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'html',
    logLevel: 'error',
    disableStorageReset: signedIn,
    throttlingMethod: throttling,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, report } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
    breakdown: lcpBreakdown(lhr.audits['lcp-breakdown-insight'] as Json | undefined),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    html: Array.isArray(report) ? (report[0] ?? '') : report,
  };
}

/** The run with the median performance score. */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse run');
  return middle;
}

function misses(run: Run, target: Target): string[] {
  const found: string[] = [];
  if (run.performance < target.performance) found.push(`performance ${run.performance} < ${target.performance}`);
  if (run.accessibility < target.accessibility) found.push(`accessibility ${run.accessibility} < ${target.accessibility}`);
  if (run.bestPractices < target.bestPractices) found.push(`best practices ${run.bestPractices} < ${target.bestPractices}`);
  if (run.lcp > target.lcp) found.push(`LCP ${(run.lcp / 1000).toFixed(2)} s > ${(target.lcp / 1000).toFixed(1)} s`);
  if (run.cls > target.cls) found.push(`CLS ${run.cls.toFixed(3)} > ${target.cls}`);
  return found;
}

async function signIn(context: BrowserContext, hostUrl: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${hostUrl}/login`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByTestId('user-name').waitFor();
  await page.goto('about:blank');
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  if (!process.argv.includes('--no-build')) await buildAll(apps);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-lighthouse-'));
  const api = await startApi({ CABINET_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const running = STATIC ? await serveApps(apps) : await serveApps(apps, { renderer: true, store: await releasedRemotes(dataDir) });
  const hostUrl = `http://localhost:${host.port}`;
  const failures: string[] = [];
  mkdirSync(reportsDir, { recursive: true });
  const started = Date.now();
  try {
    const rows: { path: string; run: Run; applied: Run | undefined; target: Target; gate: Target }[] = [];
    for (const signedIn of [false, true]) {
      // One browser per kind of visitor: a guest's pages see no session at all.
      const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'cabinet-lighthouse-profile-')), {
        headless: true,
        ...chromiumLaunch([`--remote-debugging-port=${DEBUGGING_PORT}`], 'browser'),
        // The product's zone, in which a first visit is painted: a browser in another renders that page anew.
        env: { ...process.env, TZ: DEFAULT_TIME_ZONE },
      });
      try {
        if (signedIn) await signIn(context, hostUrl);
        for (const page of pages.filter((candidate) => candidate.signedIn === signedIn)) {
          const pagePath = await seededPath(context, api.url, page.path);
          const runs: Run[] = [];
          for (let index = 0; index < RUNS; index += 1) runs.push(await audit(context, `${hostUrl}${pagePath}`, signedIn));
          const run = median(runs);
          // Simulated throttling times the page on a model, after an unthrottled load: its trace
          // cannot tell where the simulated time went. One more run with the throttling applied can.
          const applied = BREAKDOWN ? await audit(context, `${hostUrl}${pagePath}`, signedIn, 'devtools') : undefined;
          const file = `${pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'landing'}.html`;
          writeFileSync(path.join(reportsDir, file), run.html);
          // Performance is printed, not gated (see the top of this file).
          const gate = { ...page.target, performance: 0, lcp: page.lcpCeiling };
          rows.push({ path: pagePath, run, applied, target: page.target, gate });
          for (const miss of misses(run, gate)) failures.push(`${pagePath}: ${miss}`);
        }
      } finally {
        await context.close();
      }
    }

    console.log(`\nLighthouse ${'mobile'} (median of ${RUNS}, cold cache)     perf   a11y   best   FCP s   LCP s    CLS     TBT ms  index${BREAKDOWN ? '   applied: FCP s, LCP s = TTFB + delay + load + render ms' : ''}`);
    const targetsMissed: string[] = [];
    for (const { path: pagePath, run, applied, target, gate } of rows) {
      const mark = misses(run, gate).length > 0 ? ' ✗' : misses(run, target).length > 0 ? ' ~' : '';
      if (mark === ' ~') targetsMissed.push(`${pagePath}: ${misses(run, target).join(', ')}`);
      console.log(
        `${pagePath.padEnd(42)} ${String(run.performance).padStart(5)}  ${String(run.accessibility).padStart(5)}  ${String(run.bestPractices).padStart(5)}  ${(run.fcp / 1000).toFixed(2).padStart(6)}  ${(run.lcp / 1000).toFixed(2).padStart(6)}  ${run.cls.toFixed(3).padStart(6)}  ${Math.round(run.tbt).toString().padStart(8)}  ${Math.round(run.benchmarkIndex).toString().padStart(5)}${applied ? `  ${(applied.fcp / 1000).toFixed(2).padStart(8)}, ${(applied.lcp / 1000).toFixed(2)} = ${applied.breakdown.join(' + ')}` : ''}${mark}`,
      );
    }
    console.log(
      "Index: Lighthouse's benchmark of this machine as the run began (its 4× CPU is meant for 1500–2000; the cabinet pages' blocking time moves with the machine).",
    );
    if (BREAKDOWN) console.log('Applied: one run with throttling applied (DevTools), whose trace says where the time goes (LCP breakdown).');
    console.log(`\nTargets: performance ≥ 95 on /, ≥ 90 elsewhere; accessibility and best practices 100; LCP ≤ 1.0 s on /, ≤ 1.2 s on the guest pages, ≤ 1.5 s elsewhere; CLS ≤ 0.02.`);
    if (targetsMissed.length > 0) console.log(`~ over a target, within the gate (performance does not gate; README, "Budgets and measurements"):\n  ${targetsMissed.join('\n  ')}`);
    console.log(`Reports: ${path.relative(root, reportsDir)}/ — ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (failures.length > 0) {
      console.error(`\nUnder the targets:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
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

export { audit, DEBUGGING_PORT, median, signIn };
export type { Run };

