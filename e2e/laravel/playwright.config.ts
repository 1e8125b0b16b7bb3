/**
 * The Laravel conformance suite: the same production builds of the host and
 * the remotes as e2e/playwright.config.ts, against the example Laravel 8 +
 * Sanctum app in examples/laravel (scripts/start-laravel.ts) instead of the
 * reference API. `npm run test:laravel` runs it (and says so when PHP is
 * missing). `CABINET_REUSE_BUILD=1` serves the dist/ folders already built.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { hostUrl } from '../support/urls.ts';

const debianChromium = '/usr/bin/chromium';
const dataDir = process.env.CABINET_LARAVEL_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-laravel-e2e-'));
process.env.CABINET_LARAVEL_DATA_DIR = dataDir;
const reuseBuild = process.env.CABINET_REUSE_BUILD === '1';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/laravel',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report/laravel' }]],
  use: {
    baseURL: hostUrl,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'laravel', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node --import tsx ../../scripts/start-laravel.ts${reuseBuild ? ' --no-build' : ''}`,
    url: `${hostUrl}/remotes.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the start script then stops php -S
    // and its workers, which live in their own process group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      CABINET_DATA_DIR: dataDir,
      LOG_LEVEL: 'warning',
      // Laravel's 60 requests a minute are per user: the suite signs in as
      // the demo user test after test, far faster than a person does.
      CABINET_API_PER_MINUTE: '1000',
    },
  },
});
