/**
 * `npm run health -- --json` as a person runs it, against this run's
 * reference server database (CABINET_E2E_DATA_DIR, set by playwright.config.ts),
 * and a person of a test's own to move its figures.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { mailLink, newUser, registerThroughApi, type TestUser } from './api.ts';
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

/**
 * A new user with a confirmed address, for a test whose figures must move:
 * the collector counts a person once per release and hour, so the demo
 * user, who opened the sections earlier in the run, would move nothing.
 */
export async function newPerson(browser: Browser): Promise<TestUser> {
  const user = newUser('health');
  await registerThroughApi(user);
  const page = await browser.newPage();
  try {
    await page.goto(await mailLink(user.email, 'Подтвердите email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  } finally {
    await page.close();
  }
  return user;
}
