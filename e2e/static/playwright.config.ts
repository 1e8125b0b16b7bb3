/**
 * The smoke set with the renderer off (`npm run test:static`): the same
 * production builds, reference API and Node server as e2e/playwright.config.ts,
 * serving the static documents alone — what every visitor gets while the
 * renderer is down (`CABINET_RENDERER=off`). It runs the specs of what the
 * renderer would otherwise decide: the guards and the auth modes in the
 * browser, the error screen's statuses, the documents and their headers, the
 * identity the page asks for itself.
 */
import path from 'node:path';
import { suiteConfig, suiteDataDir } from '../support/suite-config.ts';
import { controlUrl } from '../support/urls.ts';

process.env.CABINET_RENDERER = 'off';
const storeDir = path.join(suiteDataDir('static'), 'releases');
// The specs find the store the server publishes into (support/releases.ts).
process.env.CABINET_RELEASE_STORE = storeDir;

export default suiteConfig({
  name: 'static',
  testDir: 'specs',
  testMatch: [
    'auth-guards.spec.ts',
    'session-expiry.spec.ts',
    'errors-screen.spec.ts',
    'serving-smoke.spec.ts',
    'security-headers.spec.ts',
    'shell-guest-document.spec.ts',
    'shell-prefetch.spec.ts',
  ],
  start: 'tools/src/start.ts',
  env: { CABINET_RELEASE_STORE: storeDir, LOG_LEVEL: 'warn', CABINET_CONTROL_PORT: new URL(controlUrl).port },
});
