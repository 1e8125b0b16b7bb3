/**
 * The smoke test of one remote's standalone page, built for production, in
 * Chromium: what a remote's CI runs (`npm run ci -w remotes/<name>`), without
 * the host, the other remotes or the reference server — the API is the
 * remote's own mock (its msw domain), answered in the test.
 * `CABINET_REMOTE=<name>` says which remote.
 */
import { defineConfig } from '@playwright/test';
import { desktopChromium, launchOptions } from '../support/chromium.ts';
import { remoteUrl } from '../support/urls.ts';

const remote = process.env.CABINET_REMOTE ?? 'events';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: remoteUrl(remote),
    locale: 'ru-RU',
    launchOptions,
  },
  projects: [{ name: remote, use: desktopChromium }],
  webServer: {
    command: `node --import tsx ../../serving/src/standalone-server.ts ${remote}`,
    url: `${remoteUrl(remote)}/cabinet/${remote}`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
