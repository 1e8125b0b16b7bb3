/**
 * What every Playwright suite here shares: the real production builds served
 * by one of the start scripts, one worker against one fresh database (the
 * specs share the demo user), Chromium as support/chromium.ts starts it, a
 * trace kept for a failure outside CI. Each suite's own folder of results and report,
 * and one per `CABINET_PORT_OFFSET`, so that runs side by side (the shards of
 * `npm test`) never clear each other's.
 */
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { desktopChromium, launchOptions } from './chromium.ts';
import { hostUrl } from './urls.ts';

const e2eDir = path.resolve(import.meta.dirname, '..');
const offset = Number(process.env.CABINET_PORT_OFFSET ?? 0);

interface SuiteOptions {
  /** The suite's name: its Playwright project, its folders of results. */
  name: string;
  /** Where its specs are, relative to e2e/. */
  testDir: string;
  testMatch?: string[];
  timeout?: number;
  /** The start script (relative to the repository) and its arguments; `--no-build` is added with CABINET_REUSE_BUILD=1. */
  start: string;
  /** What answers once the product is up. */
  readyUrl?: string;
  /** The start script's environment besides CABINET_DATA_DIR. */
  env?: Record<string, string>;
}

/**
 * The suite's temporary folder (database, release store), made once: the
 * config is evaluated again in the worker, which finds it in the environment.
 */
function suiteDataDir(name: string): string {
  const variable = `CABINET_${name.toUpperCase()}_DATA_DIR`;
  let dir = process.env[variable];
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), `cabinet-${name}-e2e-`));
    // The host's copy and the store are served from here, by nginx's workers too, which run as an unprivileged user under root.
    chmodSync(dir, 0o755);
  }
  process.env[variable] = dir;
  return dir;
}

/**
 * The suite's own copy of the host's build, which its server serves
 * (tools/src/run-apps.ts): shell-reload deploys a newer host build into it,
 * which the suites and shards beside it — served from `host/dist` before —
 * took for their own and reloaded on. Set for the workers, too (the specs find it).
 */
function suiteHostRoot(name: string): string {
  process.env.CABINET_HOST_ROOT ??= path.join(suiteDataDir(name), 'host');
  return process.env.CABINET_HOST_ROOT;
}

/** `off` in the static smoke set (set before its config is made), `on` in every other. */
function rendererSetting(): 'on' | 'off' {
  const setting = process.env.CABINET_RENDERER === 'off' ? 'off' : 'on';
  process.env.CABINET_RENDERER = setting;
  return setting;
}

function suiteConfig({ name, testDir, testMatch, timeout = 30_000, start, readyUrl = `${hostUrl}/config.json`, env = {} }: SuiteOptions): PlaywrightTestConfig {
  const folder = offset ? `${name}-${offset}` : name;
  const reuseBuild = process.env.CABINET_REUSE_BUILD === '1';
  return defineConfig({
    testDir: path.join(e2eDir, testDir),
    ...(testMatch ? { testMatch } : {}),
    outputDir: path.join(e2eDir, 'test-results', folder),
    fullyParallel: false,
    workers: 1,
    forbidOnly: true,
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: path.join(e2eDir, 'playwright-report', folder) }]],
    use: {
      baseURL: hostUrl,
      locale: 'ru-RU',
      // Where the cabinet's people are: a page painted before the browser's zone is known (a first visit) is
      // written in Moscow time and hydrated; a browser elsewhere renders it anew (renderer-documents.spec.ts).
      timezoneId: 'Europe/Moscow',
      // A failure's trace when a suite is run by hand: DOM snapshots and the network, without the
      // screencast. None under CI (`npm test` sets it): nothing keeps it there, and recording costs
      // every test CPU, the 2 cores' scarcest (a failure still writes the page's ARIA snapshot, error-context.md).
      trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
      launchOptions,
      // A skeleton's pulse or a spinner redraws the page every frame while a test waits on it: CPU of the
      // renderer and the compositor that the 2 cores lack (~8 % of a spec's). What users see with motion is
      // the same page; no spec is about an animation.
      reducedMotion: 'reduce',
      // The service worker answers a page's requests before a spec's routes see them, and precaches a build
      // for every test's new context: only the specs of offline use (offline-*.spec.ts) allow it.
      serviceWorkers: 'block',
    },
    projects: [{ name, use: desktopChromium }],
    webServer: {
      command: `node --import tsx ${path.join(e2eDir, '..', start)}${reuseBuild ? ' --no-build' : ''}`,
      url: readyUrl,
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM, not the default SIGKILL: the start scripts then stop what
      // they started in process groups of their own (nginx, php -S, s3rver).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      // The renderer answers the page loads, as with `npm start`, except in the static smoke set (e2e/static). It
      // waits up to 2 s for the API (300 ms in production): under `npm test` the API shares 2 cores with three
      // suites, and a spec that expects a painted page got an unpainted one when an answer took longer (the
      // bound itself is the renderer's unit tests').
      env: {
        CABINET_DATA_DIR: suiteDataDir(name),
        CABINET_HOST_ROOT: suiteHostRoot(name),
        CABINET_RENDERER: rendererSetting(),
        CABINET_RENDERER_API_TIMEOUT_MS: '2000',
        ...env,
      },
    },
  });
}

export { suiteConfig, suiteDataDir };
