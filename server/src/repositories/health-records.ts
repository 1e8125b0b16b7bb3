import type { Db } from '../db/open-database.ts';
import { HEALTH_PHASES, type HealthPhase, type HealthRecord, type HealthRow } from '@cabinet/runtime/field-health';

/** Rows older than this are swept: a release's health is a matter of recent weeks. */
export const HEALTH_RETENTION_DAYS = 30;

/**
 * The collector's bound on storage. A person makes at most `perPersonHour`
 * rows an hour — one per remote and release they report on; a person meets
 * a few (each remote's live release, a canary, a preview), so past 64 their
 * reports make no new row —, so at most 64 × 24 × 30 = 46,080 rows in the
 * retention window, whatever they send. The table holds at most `maxRows`
 * rows, the oldest hours going first. With its indexes a row takes about
 * 210 bytes for names as the registry makes them (`events`,
 * `0.12.3-36a24ca0e1`), 530 with the longest the format allows (a 64-letter
 * remote, a 100-character release): ≈ 105 MB at 500,000 rows, 270 MB at
 * worst (measured: the repository's test holds the worst under 600 bytes).
 */
export interface HealthLimits {
  perPersonHour: number;
  maxRows: number;
}

export const HEALTH_LIMITS: HealthLimits = { perPersonHour: 64, maxRows: 500_000 };

/** The figures sampled once per person-hour (the worst), and the column of each. */
const SAMPLE_COLUMNS = { render: 'render_ms', LCP: 'lcp_ms', INP: 'inp_ms', CLS: 'cls' } as const;
type Metric = keyof typeof SAMPLE_COLUMNS;
type SampleColumn = (typeof SAMPLE_COLUMNS)[Metric];

const failedColumn = (phase: HealthPhase) => `failed_${phase}`;

/** What one report says about one person's hour of one remote's release. */
interface PersonHour {
  remote: string;
  release: string;
  loaded: 0 | 1;
  failed: Record<HealthPhase, 0 | 1>;
  /** The worst sample of each figure: the largest time or shift. */
  worst: Partial<Record<Metric, number>>;
}

interface CountRow {
  remote: string;
  release: string;
  people: number;
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
  metric: Metric;
  value: number;
}

/** The hour a report counts in, UTC, as text that sorts: `2030-01-01T10`. */
export const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/** The 75th percentile by nearest rank (as CrUX reports vitals); null without a sample. */
export function p75(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

const roundMs = (value: number | null) => (value === null ? null : Math.round(value));
const roundCls = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/** A report's records folded into one row per remote and release: whatever is said twice counts once. */
function personHours(records: readonly HealthRecord[]): PersonHour[] {
  const rows = new Map<string, PersonHour>();
  for (const record of records) {
    const key = `${record.remote} ${record.release}`;
    const row = rows.get(key) ?? {
      remote: record.remote,
      release: record.release,
      loaded: 0,
      failed: Object.fromEntries(HEALTH_PHASES.map((phase) => [phase, 0])) as Record<HealthPhase, 0 | 1>,
      worst: {},
    };
    rows.set(key, row);
    if (record.type === 'load') row.loaded = 1;
    else if (record.type === 'failure') row.failed[record.phase] = 1;
    else {
      const [metric, value] = record.type === 'render' ? (['render', record.ms] as const) : ([record.name, record.value] as const);
      row.worst[metric] = Math.max(row.worst[metric] ?? value, value);
    }
  }
  return [...rows.values()];
}

/**
 * The figures of every remote and release — people, loads, failures by
 * phase, p75 of first-render time, LCP, INP and CLS — one place for the
 * collector's page (`/_dev/health`, `/_dev/health.json`) and `npm run health`.
 * `people` are the persons who loaded it; loads and failures count
 * person-hours (a person who failed in two phases in an hour is one failure,
 * and one in each phase); the p75s are over one sample per person-hour.
 * Rows of one remote stand together, in the order their releases were first
 * seen, so a canary stands beside the live release.
 */
export function readHealthRows(db: Db): HealthRow[] {
  const phaseCounts = HEALTH_PHASES.map((phase) => `SUM(${failedColumn(phase)}) AS ${phase}`).join(', ');
  const anyFailure = HEALTH_PHASES.map(failedColumn).join(' OR ');
  const counts = db
    .prepare<[], CountRow>(
      `SELECT remote, release, COUNT(DISTINCT CASE WHEN loaded = 1 THEN person END) AS people, SUM(loaded) AS loads,
         SUM(${anyFailure}) AS failures, ${phaseCounts}
       FROM health_person_hours GROUP BY remote, release ORDER BY remote, MIN(id)`,
    )
    .all();
  const sampleQuery = Object.entries(SAMPLE_COLUMNS)
    .map(([metric, column]) => `SELECT remote, release, '${metric}' AS metric, ${column} AS value FROM health_person_hours WHERE ${column} IS NOT NULL`)
    .join(' UNION ALL ');
  const samples = new Map<string, number[]>();
  for (const row of db.prepare<[], SampleRow>(`${sampleQuery} ORDER BY value`).all()) {
    const key = `${row.remote} ${row.release} ${row.metric}`;
    const list = samples.get(key) ?? [];
    list.push(row.value);
    samples.set(key, list);
  }
  const percentile = (row: CountRow, metric: Metric) => p75(samples.get(`${row.remote} ${row.release} ${metric}`) ?? []);
  return counts.map((row) => ({
    remote: row.remote,
    release: row.release,
    people: row.people,
    loads: row.loads,
    failures: row.failures,
    failures_by_phase: Object.fromEntries(HEALTH_PHASES.map((phase) => [phase, row[phase]])) as Record<HealthPhase, number>,
    render_p75_ms: roundMs(percentile(row, 'render')),
    lcp_p75_ms: roundMs(percentile(row, 'LCP')),
    inp_p75_ms: roundMs(percentile(row, 'INP')),
    cls_p75: roundCls(percentile(row, 'CLS')),
  }));
}

/** The collector's table: a person's reports in (upserted per remote, release and hour), old rows out, the figures. */
export function createHealthRecordsRepository(db: Db, limits: HealthLimits = HEALTH_LIMITS) {
  const sampleColumns = Object.values(SAMPLE_COLUMNS);
  const flagColumns = ['loaded', ...HEALTH_PHASES.map(failedColumn)];
  const columns = ['remote', 'release', 'hour', 'person', ...flagColumns, ...sampleColumns];
  // A flag once set stays set; a sample keeps the worst (SQLite's MAX of a NULL is NULL, hence COALESCE).
  const upsert = db.prepare(
    `INSERT INTO health_person_hours (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})
     ON CONFLICT (remote, release, hour, person) DO UPDATE SET
       ${[
         ...flagColumns.map((column) => `${column} = MAX(${column}, excluded.${column})`),
         ...sampleColumns.map((column) => `${column} = COALESCE(MAX(${column}, excluded.${column}), ${column}, excluded.${column})`),
       ].join(',\n       ')}`,
  );
  const exists = db.prepare<[string, string, string, string], { id: number }>(
    'SELECT id FROM health_person_hours WHERE remote = ? AND release = ? AND hour = ? AND person = ?',
  );
  const personRows = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM health_person_hours WHERE hour = ? AND person = ?');
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM health_person_hours');
  const removeOldest = db.prepare('DELETE FROM health_person_hours WHERE id IN (SELECT id FROM health_person_hours ORDER BY hour LIMIT ?)');
  const removeBefore = db.prepare('DELETE FROM health_person_hours WHERE hour < ?');
  // Counted once, then kept as rows come and go: a COUNT(*) of 500,000 rows per report would cost more than the report.
  let total = countAll.get()?.n ?? 0;

  /** Down to `maxRows`, the oldest hours first; the number removed. */
  const trim = () => {
    if (total <= limits.maxRows) return 0;
    const removed = removeOldest.run(total - limits.maxRows).changes;
    total -= removed;
    return removed;
  };

  const addAll = db.transaction((person: string, hour: string, rows: readonly PersonHour[]) => {
    let mine = personRows.get(hour, person)?.n ?? 0;
    let dropped = 0;
    for (const row of rows) {
      if (!exists.get(row.remote, row.release, hour, person)) {
        if (mine >= limits.perPersonHour) {
          dropped += 1;
          continue;
        }
        mine += 1;
        total += 1;
      }
      upsert.run({
        remote: row.remote,
        release: row.release,
        hour,
        person,
        loaded: row.loaded,
        ...Object.fromEntries(HEALTH_PHASES.map((phase) => [failedColumn(phase), row.failed[phase]])),
        ...(Object.fromEntries(Object.entries(SAMPLE_COLUMNS).map(([metric, column]) => [column, row.worst[metric as Metric] ?? null])) as Record<SampleColumn, number | null>),
      });
    }
    trim();
    return dropped;
  });

  return {
    /** A person's report, in the hour of `now`; how many of its rows the per-person cap dropped. */
    add(person: string, records: readonly HealthRecord[], now: Date): number {
      return addAll(person, hourOf(now), personHours(records));
    },
    /** Rows past the retention, then past the global cap; how many went. */
    prune(now: Date): number {
      const old = removeBefore.run(hourOf(new Date(now.getTime() - HEALTH_RETENTION_DAYS * 24 * 60 * 60 * 1000))).changes;
      total = countAll.get()?.n ?? 0;
      return old + trim();
    },
    rows: () => readHealthRows(db),
  };
}
