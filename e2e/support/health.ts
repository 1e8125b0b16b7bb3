/**
 * `npm run health -- --json` as a person runs it, against this run's
 * reference server database (CABINET_E2E_DATA_DIR, set by playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { root } from './releases.ts';

function database(): string {
  const dir = process.env.CABINET_E2E_DATA_DIR;
  if (!dir) throw new Error('CABINET_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, 'cabinet.sqlite');
}

export function healthRows(): HealthRow[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/cli/health.ts'), '--json', '--db', database()], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run health failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as HealthRow[];
}

/** The row of `remote`'s `release`, or undefined before its first report. */
export function healthOf(remote: string, release: string): HealthRow | undefined {
  return healthRows().find((row) => row.remote === remote && row.release === release);
}
