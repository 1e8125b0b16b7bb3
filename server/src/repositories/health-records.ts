import type { Db } from '../db/open-database.ts';
import { HEALTH_PHASES, type HealthPhase, type HealthRecord, type HealthRow } from '@cabinet/runtime/field-health';

/** Records older than this are swept: a release's health is a matter of recent weeks. */
export const HEALTH_RETENTION_DAYS = 30;

interface CountRow {
  remote: string;
  release: string;
  loads: number;
  failures: number;
  manifest: number;
  entry: number;
  chunk: number;
  render: number;
}

interface SampleRow {
  remote: string;
  release: string;
  metric: 'render' | 'LCP' | 'INP' | 'CLS';
  value: number;
}

/** The 75th percentile by nearest rank (as CrUX reports vitals); null without a sample. */
export function p75(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

const roundMs = (value: number | null) => (value === null ? null : Math.round(value));
const roundCls = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * The figures of every remote and release — loads, failures by phase, p75
 * of first-render time, LCP, INP and CLS — one place for the collector's
 * page (`/_dev/health`, `/_dev/health.json`) and `npm run health`. Rows of one remote stand
 * together, in the order their releases were first seen, so a canary stands
 * beside the live release.
 */
export function readHealthRows(db: Db): HealthRow[] {
  const phaseCounts = HEALTH_PHASES.map((phase) => `SUM(type = 'failure' AND phase = '${phase}') AS ${phase}`).join(', ');
  const counts = db
    .prepare<[], CountRow>(
      `SELECT remote, release, SUM(type = 'load') AS loads, SUM(type = 'failure') AS failures, ${phaseCounts}
       FROM health_records GROUP BY remote, release ORDER BY remote, MIN(id)`,
    )
    .all();
  const samples = new Map<string, number[]>();
  const sampleRows = db
    .prepare<[], SampleRow>(
      `SELECT remote, release, CASE type WHEN 'render' THEN 'render' ELSE metric END AS metric, value
       FROM health_records WHERE type IN ('render', 'vital') ORDER BY value`,
    )
    .all();
  for (const row of sampleRows) {
    const key = `${row.remote} ${row.release} ${row.metric}`;
    const list = samples.get(key) ?? [];
    list.push(row.value);
    samples.set(key, list);
  }
  const percentile = (row: CountRow, metric: SampleRow['metric']) => p75(samples.get(`${row.remote} ${row.release} ${metric}`) ?? []);
  return counts.map((row) => ({
    remote: row.remote,
    release: row.release,
    loads: row.loads,
    failures: row.failures,
    failures_by_phase: Object.fromEntries(HEALTH_PHASES.map((phase) => [phase, row[phase]])) as Record<HealthPhase, number>,
    render_p75_ms: roundMs(percentile(row, 'render')),
    lcp_p75_ms: roundMs(percentile(row, 'LCP')),
    inp_p75_ms: roundMs(percentile(row, 'INP')),
    cls_p75: roundCls(percentile(row, 'CLS')),
  }));
}

/** The collector's table: reports in, old records out, the figures. */
export function createHealthRecordsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO health_records (type, remote, release, path, phase, code, metric, value, received_at)
     VALUES (@type, @remote, @release, @path, @phase, @code, @metric, @value, @receivedAt)`,
  );
  const removeBefore = db.prepare('DELETE FROM health_records WHERE received_at < ?');
  const addAll = db.transaction((records: readonly HealthRecord[], receivedAt: string) => {
    for (const record of records) {
      insert.run({
        type: record.type,
        remote: record.remote,
        release: record.release,
        path: record.path,
        phase: record.type === 'failure' ? record.phase : null,
        code: record.type === 'failure' ? record.code : null,
        metric: record.type === 'vital' ? record.name : null,
        value: record.type === 'render' ? record.ms : record.type === 'vital' ? record.value : null,
        receivedAt,
      });
    }
  });
  return {
    add(records: readonly HealthRecord[], now: Date): void {
      addAll(records, now.toISOString());
    },
    prune(now: Date): number {
      return removeBefore.run(new Date(now.getTime() - HEALTH_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()).changes;
    },
    rows: () => readHealthRows(db),
  };
}
