/**
 * `npm run health`: the field health of every remote and release, read from
 * the reference server's SQLite database — the same figures as its page
 * `/_dev/health` (server/src/repositories/health-records.ts). It reads the
 * file, so it works whether the server runs or not (WAL: a reader never
 * waits for the writer).
 *
 *   --json       a JSON array of {remote, release, loads, failures,
 *                failures_by_phase, render_p75_ms, lcp_p75_ms, inp_p75_ms,
 *                cls_p75} (null where there is no sample)
 *   --db <file>  the database (default: the server's, CABINET_DB_PATH or
 *                $CABINET_DATA_DIR/cabinet.sqlite, else server/data/cabinet.sqlite)
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { defaultHealthDatabase, readHealthDatabase } from './rows.ts';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, db: { type: 'string' } } });
const file = values.db ?? (await defaultHealthDatabase());

const cell = (value: number | null, unit = '') => (value === null ? '—' : `${value.toLocaleString('ru-RU')}${unit}`);

/** A table per remote: one line per release, each beside the others. */
function printTables(rows: readonly HealthRow[]): void {
  if (rows.length === 0) {
    console.log('Отчётов пока нет: откройте кабинет (npm start) и походите по разделам.');
    return;
  }
  const head = ['выпуск', 'загрузки', 'отказы', 'манифест', 'entry', 'чанки', 'отрисовка', 'отрисовка p75', 'LCP p75', 'INP p75', 'CLS p75'];
  for (const remote of new Set(rows.map((row) => row.remote))) {
    const lines = rows
      .filter((row) => row.remote === remote)
      .map((row) => [
        row.release,
        cell(row.loads),
        cell(row.failures),
        ...(['manifest', 'entry', 'chunk', 'render'] as const).map((phase) => cell(row.failures_by_phase[phase])),
        cell(row.render_p75_ms, ' мс'),
        cell(row.lcp_p75_ms, ' мс'),
        cell(row.inp_p75_ms, ' мс'),
        cell(row.cls_p75),
      ]);
    const widths = head.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]?.length ?? 0)));
    const format = (line: readonly string[]) => line.map((text, index) => (index === 0 ? text.padEnd(widths[index] ?? 0) : text.padStart(widths[index] ?? 0))).join('  ');
    console.log(`\n${remote}`);
    console.log(format(head));
    for (const line of lines) console.log(format(line));
  }
}

if (!existsSync(file)) {
  console.error(`База эталонного сервера не найдена: ${file}. Запустите npm start (или укажите --db <файл>).`);
  process.exit(1);
}
const rows = await readHealthDatabase(file);
if (values.json) console.log(JSON.stringify(rows, null, 2));
else printTables(rows);
