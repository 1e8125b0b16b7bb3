/**
 * `npm run test:laravel|test:nginx|test:s3|test:deploy`: one of the e2e suites beside the
 * main one, in Chromium, against the same production builds —
 *
 *   laravel  the app against the example Laravel 8 app (e2e/laravel)
 *   nginx    the smoke set with nginx serving the static files (e2e/nginx)
 *   static   the smoke set with the renderer off: the static documents alone (e2e/static)
 *   s3       releases through an S3 bucket (e2e/s3)
 *   deploy   a first deployment by the README: an empty bucket, release:all, nginx (e2e/deploy)
 *
 * Where what a suite needs is missing (PHP and Laravel, nginx) it prints one
 * «skipped» line and succeeds, so `npm test` still runs on such a machine
 * (`.ci/run` installs them). `--reuse-build` serves the dist/ folders an
 * earlier step built; other arguments go to Playwright.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '@cabinet/serving/apps';
import { laravelMissing } from './laravel-process.ts';
import { INSTALL_HINT, nginxMissing } from '@cabinet/serving/nginx-process';

const suites: Record<string, { config: string; missing: () => string | null; needs: string }> = {
  laravel: {
    config: 'laravel/playwright.config.ts',
    missing: laravelMissing,
    needs: 'the Laravel conformance suite (e2e/laravel) needs php8.2-cli, php8.2-sqlite3 and php-laravel-framework',
  },
  nginx: { config: 'nginx/playwright.config.ts', missing: nginxMissing, needs: `the smoke set against nginx (e2e/nginx) needs it (${INSTALL_HINT})` },
  s3: { config: 's3/playwright.config.ts', missing: () => null, needs: '' },
  static: { config: 'static/playwright.config.ts', missing: () => null, needs: '' },
  deploy: { config: 'deploy/playwright.config.ts', missing: nginxMissing, needs: `a first deployment by the README (e2e/deploy) runs on nginx (${INSTALL_HINT})` },
};

const [name, ...rest] = process.argv.slice(2);
const suite = name ? suites[name] : undefined;
if (!suite) {
  console.error(`Usage: test-suite.ts <${Object.keys(suites).join('|')}> [--reuse-build] [playwright arguments]`);
  process.exit(2);
}
const missing = suite.missing();
if (missing) {
  console.log(`skipped: ${missing} — ${suite.needs}; .ci/run installs it`);
  process.exit(0);
}

const child = spawn(path.join(root, 'node_modules/.bin/playwright'), ['test', '--config', suite.config, ...rest.filter((arg) => arg !== '--reuse-build')], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, ...(rest.includes('--reuse-build') ? { CABINET_REUSE_BUILD: '1' } : {}) },
});
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
