import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.ts';
import { createHealthRecordsRepository } from '../../repositories/health-records.ts';

const serverRoot = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'cabinet-health-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function health(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/cli/health.ts'), ...args], { cwd: serverRoot, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function databaseWithReports(): string {
  const file = path.join(dir, 'cabinet.sqlite');
  const db = openDatabase(file);
  const where = { remote: 'events', path: '/cabinet/events' } as const;
  const records = createHealthRecordsRepository(db);
  records.add('0123456789abcdef', [{ type: 'load', ...where, release: 'live' }, { type: 'render', ...where, release: 'live', ms: 420 }], new Date());
  records.add('0123456789abcdef', [{ type: 'load', ...where, release: 'canary' }], new Date());
  records.add('fedcba9876543210', [{ type: 'load', ...where, release: 'canary' }, { type: 'failure', ...where, release: 'canary', phase: 'entry', code: 'RUNTIME-008' }], new Date());
  db.close();
  return file;
}

describe('npm run health', () => {
  const file = databaseWithReports();

  it('--json prints an array with exactly the documented keys, null where there is no sample', () => {
    const run = health('--json', '--db', file);
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual(
      Array.from({ length: 2 }, () => ['remote', 'release', 'people', 'loads', 'failures', 'failures_by_phase', 'render_p75_ms', 'lcp_p75_ms', 'inp_p75_ms', 'cls_p75']),
    );
    expect(rows[1]).toEqual({
      remote: 'events',
      release: 'canary',
      people: 2,
      loads: 2,
      failures: 1,
      failures_by_phase: { manifest: 0, entry: 1, chunk: 0, render: 0 },
      render_p75_ms: null,
      lcp_p75_ms: null,
      inp_p75_ms: null,
      cls_p75: null,
    });
  });

  it('prints a table per remote, the releases side by side', () => {
    const lines = health('--db', file).stdout.split('\n');
    const at = lines.indexOf('events');
    expect(lines[at + 1]).toMatch(/^Выпуск\s+Люди\s+Загрузки\s+Отказы\s+манифест\s+точка входа\s+чанки\s+отрисовка\s+Первая отрисовка, p75\s+LCP, p75\s+INP, p75\s+CLS, p75$/);
    expect(lines[at + 2]).toMatch(/^live\s+1\s+1\s+0\s+0\s+0\s+0\s+0\s+420 мс\s+—\s+—\s+—$/);
    expect(lines[at + 3]).toMatch(/^canary\s+2\s+2\s+1\s+0\s+1\s+0\s+0\s+—/);
  });

  it('says in Russian where it looked when there is no database', () => {
    const run = health('--db', path.join(dir, 'missing.sqlite'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('База эталонного сервера не найдена');
  });
});
