/**
 * `npm run test:laravel`: the Laravel conformance suite (e2e/laravel) — the
 * composed app against the example Laravel 8 + Sanctum app. Where PHP, its
 * SQLite driver or Debian's Laravel is missing it prints one «skipped» line
 * and succeeds, so `npm test` still runs on a machine without PHP.
 * `--reuse-build` serves the dist/ folders an earlier step built.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.ts';
import { laravelMissing } from './laravel-process.ts';

const missing = laravelMissing();
if (missing) {
  console.log(
    `skipped: ${missing} — the Laravel conformance suite (e2e/laravel) needs php8.2-cli, php8.2-sqlite3 and php-laravel-framework (.ci/run installs them)`,
  );
  process.exit(0);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--reuse-build');
const child = spawn(
  path.join(root, 'node_modules/.bin/playwright'),
  ['test', '--config', 'laravel/playwright.config.ts', ...args],
  {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, ...(process.argv.includes('--reuse-build') ? { CABINET_REUSE_BUILD: '1' } : {}) },
  },
);
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
