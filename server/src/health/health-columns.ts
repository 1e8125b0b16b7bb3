/**
 * The columns of the field-health table, one definition for both who show
 * it: the collector's page `/_dev/health` (one table, a row per remote and
 * release) and `npm run health` (a table per remote, so without the
 * remote's column). A title and how a cell reads from a `HealthRow`; a
 * figure in Russian digits, `—` where there is no sample. Loads and
 * failures are person-hours: a person counts once per release and hour.
 */
import { HEALTH_PHASES, type HealthPhase, type HealthRow } from '@cabinet/runtime/field-health';

interface HealthColumn {
  title: string;
  cell: (row: HealthRow) => string;
  /** Names the row rather than measuring it: left-aligned, a row header on the page. */
  label?: true;
}

const figure = (value: number | null, unit = '') => (value === null ? '—' : `${value.toLocaleString('ru-RU')}${unit}`);

/** Failures by phase, under «Отказы»: where the remote's load stopped. */
const PHASE_TITLES: Readonly<Record<HealthPhase, string>> = {
  manifest: 'манифест',
  entry: 'точка входа',
  chunk: 'чанки',
  render: 'отрисовка',
};

const REMOTE_COLUMN: HealthColumn = { title: 'Раздел', cell: (row) => row.remote, label: true };

/** A release's columns, its id first. */
const RELEASE_COLUMNS: readonly HealthColumn[] = [
  { title: 'Выпуск', cell: (row) => row.release, label: true },
  // Distinct persons who loaded it: what `promote --if-healthy` asks 20 of on each side.
  { title: 'Люди', cell: (row) => figure(row.people ?? null) },
  { title: 'Загрузки', cell: (row) => figure(row.loads) },
  { title: 'Отказы', cell: (row) => figure(row.failures) },
  ...HEALTH_PHASES.map((phase): HealthColumn => ({ title: PHASE_TITLES[phase], cell: (row) => figure(row.failures_by_phase[phase]) })),
  { title: 'Первая отрисовка, p75', cell: (row) => figure(row.render_p75_ms, ' мс') },
  { title: 'LCP, p75', cell: (row) => figure(row.lcp_p75_ms, ' мс') },
  { title: 'INP, p75', cell: (row) => figure(row.inp_p75_ms, ' мс') },
  { title: 'CLS, p75', cell: (row) => figure(row.cls_p75) },
];

export { RELEASE_COLUMNS, REMOTE_COLUMN };
