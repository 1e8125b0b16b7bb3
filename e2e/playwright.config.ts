/**
 * e2e: the real production builds of the host and the four remotes, served
 * as `npm start` serves them, against the real reference API on a fresh
 * SQLite database, in Chromium (Debian's /usr/bin/chromium when present).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { controlUrl, hostUrl } from './support/urls.ts';

const debianChromium = '/usr/bin/chromium';
const dataDir = process.env.CABINET_E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-e2e-'));
process.env.CABINET_E2E_DATA_DIR = dataDir;
// A fresh release store per run: the release specs publish and roll back in it.
const storeDir = process.env.CABINET_RELEASE_STORE ?? path.join(dataDir, 'releases');
process.env.CABINET_RELEASE_STORE = storeDir;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx ../scripts/start.ts',
    url: `${hostUrl}/remotes.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      CABINET_DATA_DIR: dataDir,
      CABINET_RELEASE_STORE: storeDir,
      // Requests are in the Playwright trace; the log keeps warnings only.
      LOG_LEVEL: 'warn',
      CABINET_CONTROL_PORT: new URL(controlUrl).port,
    },
  },
});
