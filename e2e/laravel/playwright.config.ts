/**
 * The Laravel conformance suite: the same production builds of the host and
 * the remotes as e2e/playwright.config.ts, against the example Laravel 8 +
 * Sanctum app in examples/laravel (tools/src/start-laravel.ts) instead of the
 * reference API. `npm run test:laravel` runs it (and says so when PHP is
 * missing).
 */
import { suiteConfig } from '../support/suite-config.ts';
import { controlUrl } from '../support/urls.ts';

export default suiteConfig({
  name: 'laravel',
  testDir: 'laravel/specs',
  start: 'tools/src/start-laravel.ts',
  env: {
    LOG_LEVEL: 'warning',
    // Laravel's 60 requests a minute are per user: the suite signs in as
    // the demo user test after test, far faster than a person does.
    CABINET_API_PER_MINUTE: '1000',
    // The specs deploy a config of their own (the auth mode) through it.
    CABINET_CONTROL_PORT: new URL(controlUrl).port,
  },
});
