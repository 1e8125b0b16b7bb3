/**
 * The product with its release store in an S3 bucket (`npm run test:s3`):
 * the same production builds and reference API as e2e/playwright.config.ts,
 * the remotes and the registry published to an S3 test server and read by
 * the browser from there, releases made with `--store s3://…` as a feature
 * team's CI would. `CABINET_REUSE_BUILD=1` serves the dist/ folders already built.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { desktopChromium, launchOptions } from '../support/chromium.ts';
import { hostUrl, s3Url } from '../support/urls.ts';

const dataDir = process.env.CABINET_S3_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-s3-e2e-'));
process.env.CABINET_S3_DATA_DIR = dataDir;
// The specs release with the same store and credentials (support/releases.ts passes --store).
const s3Env = {
  CABINET_RELEASE_STORE: 's3://cabinet/releases',
  AWS_ENDPOINT_URL_S3: s3Url,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  CABINET_S3_PATH_STYLE: '1',
};
Object.assign(process.env, s3Env);
const reuseBuild = process.env.CABINET_REUSE_BUILD === '1';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/s3',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report/s3' }]],
  use: { baseURL: hostUrl, locale: 'ru-RU', trace: 'retain-on-failure', launchOptions },
  projects: [{ name: 's3', use: desktopChromium }],
  webServer: {
    command: `node --import tsx ../../scripts/testing/start-with-s3.ts${reuseBuild ? ' --no-build' : ''}`,
    url: `${hostUrl}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...s3Env, CABINET_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
