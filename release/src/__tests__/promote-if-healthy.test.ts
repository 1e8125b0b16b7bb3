/**
 * `npm run promote -w remotes/<name> -- <id> --if-healthy`: the canary goes
 * out to everyone only when the field says it does no worse than the live
 * release (health/verdict.ts), and the refusal names the figure.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { root } from '@cabinet/serving/apps';
import { listReleases, publishRelease } from '../publish.ts';
import { events, host, publicUrl, releaseStoreFixture } from '../testing/release-store-fixture.ts';

const fixture = releaseStoreFixture();

/** A release's figures as the reference server makes them: here every person loaded it once. */
function row(release: string, loads: number, failures: number, lcp: number | null): HealthRow {
  return {
    remote: 'events',
    release,
    people: loads,
    loads,
    failures,
    failures_by_phase: { manifest: 0, entry: failures, chunk: 0, render: 0 },
    render_p75_ms: 300,
    lcp_p75_ms: lcp,
    inp_p75_ms: 80,
    cls_p75: 0,
  };
}

/** A live release and a 50 % canary in the fixture's store, and the field's figures of both in a file. */
async function canaryWithFigures(figures: (live: string, canary: string) => HealthRow[]) {
  const live = await publishRelease({ store: fixture.objects, publicUrl, dist: await fixture.build('a'), host });
  const canary = await publishRelease({ store: fixture.objects, publicUrl, dist: await fixture.build('b'), host, rollout: { kind: 'canary', percent: 50 } });
  const health = path.join(fixture.root, '..', 'health.json');
  await writeFile(health, JSON.stringify(figures(live.id, canary.id)));
  return { live: live.id, canary: canary.id, health };
}

async function promote(id: string, health: string): Promise<{ code: number; output: string }> {
  const cli = path.join(root, 'release/src/cli.ts');
  const args = ['--import', 'tsx', cli, 'promote', id, '--if-healthy', '--health', health, '--dir', events.dir, '--store', fixture.root];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('promote --if-healthy', () => {
  it('refuses a canary that fails more often than the live release, naming the figure, and changes nothing', async () => {
    const { live, canary, health } = await canaryWithFigures((live, canary) => [row(live, 100, 1, 1800), row(canary, 100, 8, 1800)]);
    const result = await promote(canary, health);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${canary} не включён для всех — работает хуже действующего`);
    expect(result.output).toMatch(/Доля отказов выпуска .* 8,0 %, у текущего .* 1,0 %/);
    expect(await listReleases(fixture.objects, 'events')).toMatchObject({ live, canary: { release: canary, percent: 50 } });
  });

  it('refuses a canary whose p75 LCP is worse by more than the margin', async () => {
    const { canary, health } = await canaryWithFigures((live, canary) => [row(live, 100, 1, 1800), row(canary, 100, 1, 2400)]);
    const result = await promote(canary, health);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/p75 LCP выпуска .* 2[\s\u00a0]400 мс/);
  });

  it('refuses while there is too little to judge', async () => {
    const { canary, health } = await canaryWithFigures((live, canary) => [row(live, 100, 0, 1800), row(canary, 3, 0, 1700)]);
    const result = await promote(canary, health);
    expect(result.code).toBe(1);
    expect(result.output).toContain('о нём слишком мало данных');
    expect(result.output).toContain('Мало данных');
  });

  it('promotes a canary that does no worse, ending the canary', async () => {
    const { canary, health } = await canaryWithFigures((live, canary) => [row(live, 100, 2, 1800), row(canary, 100, 3, 1850)]);
    const result = await promote(canary, health);
    expect(result.output).toContain('в поле не хуже действующего');
    expect(result.code).toBe(0);
    const list = await listReleases(fixture.objects, 'events');
    expect(list.live).toBe(canary);
    expect(list.canary).toBeUndefined();
  });
});
