/**
 * `npm run test:nginx`: the e2e smoke set against nginx (e2e/nginx). Where
 * nginx is missing it prints one «skipped» line and succeeds, so `npm test`
 * still runs on a machine without it (`.ci/run` installs it).
 * `--reuse-build` serves the dist/ folders an earlier step built.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.ts';
import { INSTALL_HINT, nginxMissing } from './nginx-process.ts';

const missing = nginxMissing();
if (missing) {
  console.log(`skipped: ${missing} — the e2e smoke set against nginx (e2e/nginx) needs it (${INSTALL_HINT}; .ci/run installs it)`);
  process.exit(0);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--reuse-build');
const child = spawn(path.join(root, 'node_modules/.bin/playwright'), ['test', '--config', 'nginx/playwright.config.ts', ...args], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, ...(process.argv.includes('--reuse-build') ? { CABINET_REUSE_BUILD: '1' } : {}) },
});
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
