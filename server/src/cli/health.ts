/**
 * `npm run health` (`npm run health -w server`): the field health of every
 * remote and release, read from this server's SQLite database — the same
 * rows and columns as its page `/_dev/health` (readHealthRows,
 * health/health-columns.ts). It reads the file, so it works whether the
 * server runs or not (WAL: a reader never waits for the writer).
 *
 *   --json       a JSON array of {remote, release, people, loads, failures,
 *                failures_by_phase, render_p75_ms, lcp_p75_ms, inp_p75_ms,
 *                cls_p75} (null where there is no sample), as `GET /_dev/health.json`
 *   --db <file>  the database (default: the server's, CABINET_DB_PATH or
 *                $CABINET_DATA_DIR/cabinet.sqlite, else server/data/cabinet.sqlite)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { assertSupportedNode } from '../db/supported-node.ts';
import { RELEASE_COLUMNS } from '../health/health-columns.ts';
import { optionsFromEnv } from '../options.ts';
import { readHealthRows } from '../repositories/health-records.ts';

/** The rows of the database at `file`, opened read-only: none before its collector counted people (migration 6). */
function readHealthFile(file: string): HealthRow[] {
  assertSupportedNode();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'health_person_hours'").get();
    return table ? readHealthRows(db) : [];
  } finally {
    db.close();
  }
}

/** A table per remote: one line per release, each beside the others. */
function printTables(rows: readonly HealthRow[]): void {
  if (rows.length === 0) {
    console.log('Отчётов пока нет: откройте кабинет (npm start) и походите по разделам.');
    return;
  }
  const head = RELEASE_COLUMNS.map(({ title }) => title);
  for (const remote of new Set(rows.map((row) => row.remote))) {
    const lines = rows.filter((row) => row.remote === remote).map((row) => RELEASE_COLUMNS.map(({ cell }) => cell(row)));
    const widths = head.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]?.length ?? 0)));
    const format = (line: readonly string[]) =>
      line.map((text, index) => (RELEASE_COLUMNS[index]?.label ? text.padEnd(widths[index] ?? 0) : text.padStart(widths[index] ?? 0))).join('  ');
    console.log(`\n${remote}`);
    console.log(format(head));
    for (const line of lines) console.log(format(line));
  }
}

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, db: { type: 'string' } } });
// npm runs the script in server/: a relative --db means the folder the person ran npm in.
const file = values.db === undefined ? optionsFromEnv().dbPath : path.resolve(process.env.INIT_CWD ?? process.cwd(), values.db);

if (!existsSync(file)) {
  console.error(`База эталонного сервера не найдена: ${file}. Запустите npm start (или укажите --db <файл>).`);
  process.exit(1);
}
const rows = readHealthFile(file);
if (values.json) console.log(JSON.stringify(rows, null, 2));
else printTables(rows);
