/**
 * e2e: the real production builds of the host and the four remotes, served
 * as `npm start` serves them, against the real reference API on a fresh
 * SQLite database, in Chromium (Debian's /usr/bin/chromium when present).
 * `CABINET_REUSE_BUILD=1` serves the dist/ folders already built.
 */
import path from 'node:path';
import { suiteConfig, suiteDataDir } from './support/suite-config.ts';
import { controlUrl } from './support/urls.ts';

// A fresh release store per run: the release specs publish and roll back in it.
const storeDir = process.env.CABINET_RELEASE_STORE ?? path.join(suiteDataDir('e2e'), 'releases');
process.env.CABINET_RELEASE_STORE = storeDir;

export default suiteConfig({
  name: 'e2e',
  testDir: 'specs',
  start: 'tools/src/start.ts',
  env: {
    CABINET_RELEASE_STORE: storeDir,
    // Requests are in the Playwright trace; the log keeps warnings only.
    LOG_LEVEL: 'warn',
    CABINET_CONTROL_PORT: new URL(controlUrl).port,
  },
});
