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
// The host's build served from a copy of its own: shell-reload deploys a newer
// host build into it, which the suites and shards running beside it must not see.
const hostRoot = process.env.CABINET_HOST_ROOT ?? path.join(suiteDataDir('e2e'), 'host');
process.env.CABINET_HOST_ROOT = hostRoot;

export default suiteConfig({
  name: 'e2e',
  testDir: 'specs',
  start: 'scripts/start.ts',
  env: {
    CABINET_RELEASE_STORE: storeDir,
    CABINET_HOST_ROOT: hostRoot,
    // Requests are in the Playwright trace; the log keeps warnings only.
    LOG_LEVEL: 'warn',
    CABINET_CONTROL_PORT: new URL(controlUrl).port,
  },
});
