/**
 * The e2e smoke set against nginx (`npm run test:nginx`): the same
 * production builds and reference API as e2e/playwright.config.ts, with the
 * static files served by nginx from the configuration generated out of
 * apps.json (`npm run start:nginx`). It runs the specs that exercise what a
 * static server decides — documents, cache and security headers, CSP,
 * source maps and dotfiles, a 404ing chunk, a newer build — and nothing that
 * needs the Node server's test-only control port.
 */
import path from 'node:path';
import { suiteConfig, suiteDataDir } from '../support/suite-config.ts';

const storeDir = path.join(suiteDataDir('nginx'), 'releases');
// The specs find the store the server publishes into (support/releases.ts).
process.env.CABINET_RELEASE_STORE = storeDir;
// What differs by server (serving-smoke.spec.ts): nginx cannot compose the registry, the page does.
process.env.CABINET_E2E_SERVER = 'nginx';

export default suiteConfig({
  name: 'nginx',
  testDir: 'specs',
  testMatch: ['serving-smoke.spec.ts', 'security-headers.spec.ts', 'shell-reload.spec.ts', 'shell-landing.spec.ts'],
  start: 'tools/src/start.ts --nginx',
  env: { CABINET_RELEASE_STORE: storeDir, LOG_LEVEL: 'warn' },
});
