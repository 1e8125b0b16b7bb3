/**
 * Where the field-health figures come from: the reference server's SQLite
 * database (`npm run health`, the demo), or — for a team with its own
 * collector — a file or an address that serves them in the format of
 * `npm run health -- --json`. The database driver is loaded only when a
 * database is read: a remote's CI installs no server.
 */
import * as v from 'valibot';
import { HealthRowSchema, type HealthRow } from '@cabinet/runtime/field-health';
import { readSource } from '../read-source.ts';

/** The rows of the reference server's database at `file` (none before its collector existed). */
async function readHealthDatabase(file: string): Promise<HealthRow[]> {
  const [{ default: Database }, { readHealthRows }] = await Promise.all([
    import('better-sqlite3'),
    import('../../server/src/repositories/health-records.ts'),
  ]);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'health_records'").get();
    return table ? readHealthRows(db) : [];
  } finally {
    db.close();
  }
}

/** The reference server's database: CABINET_DB_PATH, else $CABINET_DATA_DIR/cabinet.sqlite, else server/data/cabinet.sqlite. */
async function defaultHealthDatabase(): Promise<string> {
  const { optionsFromEnv } = await import('../../server/src/options.ts');
  return optionsFromEnv().dbPath;
}

/** The rows `npm run health -- --json` prints, from a JSON file or an http(s) address. */
async function readHealthJson(source: string): Promise<HealthRow[]> {
  const text = await readSource(source);
  return v.parse(v.array(HealthRowSchema), JSON.parse(text));
}

export { defaultHealthDatabase, readHealthDatabase, readHealthJson };
