/**
 * A first deployment by the README (`npm run test:deploy`, issue 29): an empty
 * bucket filled by one `npm run release:all`, the host's build on nginx with
 * the file `npm run nginx:config` generated, included unedited, and the API on
 * its own origin (tools/src/start-first-deployment.ts) — then every section
 * in Chromium.
 */
import { suiteConfig } from '../support/suite-config.ts';
import { hostUrl } from '../support/urls.ts';

export default suiteConfig({
  name: 'deploy',
  testDir: 'deploy/specs',
  start: 'tools/src/start-first-deployment.ts',
  readyUrl: `${hostUrl}/config.json`,
  env: { LOG_LEVEL: 'warn' },
});
