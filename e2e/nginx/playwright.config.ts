/**
 * The e2e smoke set against nginx (`npm run test:nginx`): the same
 * production builds and reference API as e2e/playwright.config.ts, with the
 * static files served by nginx from the configuration generated out of
 * apps.json (`npm run start:nginx`). It runs the specs that exercise what a
 * static server decides — documents, cache and security headers, CSP,
 * source maps and dotfiles, a 404ing chunk, a newer build — and nothing that
 * needs the Node server's test-only control port.
 * `CABINET_REUSE_BUILD=1` serves the dist/ folders already built.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { desktopChromium, launchOptions } from '../support/chromium.ts';
import { hostUrl } from '../support/urls.ts';

const dataDir = process.env.CABINET_NGINX_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-nginx-e2e-'));
process.env.CABINET_NGINX_DATA_DIR = dataDir;
const storeDir = path.join(dataDir, 'releases');
// The specs find the store the server publishes into (support/releases.ts).
process.env.CABINET_RELEASE_STORE = storeDir;
const reuseBuild = process.env.CABINET_REUSE_BUILD === '1';

export default defineConfig({
  testDir: '../specs',
  testMatch: ['serving-smoke.spec.ts', 'security-headers.spec.ts', 'shell-reload.spec.ts', 'shell-landing.spec.ts'],
  outputDir: '../test-results/nginx',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report/nginx' }]],
  use: { baseURL: hostUrl, locale: 'ru-RU', trace: 'retain-on-failure', launchOptions },
  projects: [{ name: 'nginx', use: desktopChromium }],
  webServer: {
    command: `node --import tsx ../../scripts/start.ts --nginx${reuseBuild ? ' --no-build' : ''}`,
    url: `${hostUrl}/remotes.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the start script stop nginx (its own process) and the API.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { CABINET_DATA_DIR: dataDir, CABINET_RELEASE_STORE: storeDir, LOG_LEVEL: 'warn' },
  },
});
