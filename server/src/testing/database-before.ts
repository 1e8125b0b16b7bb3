import Database from 'better-sqlite3';
import { migrations } from '../db/migrations.ts';

/** An in-memory database as one made before migration `version`: every earlier migration applied and recorded. */
export function databaseBefore(version: number): Database.Database {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  for (const migration of migrations.filter((each) => each.version < version)) {
    db.exec(migration.sql);
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(migration.version, migration.name, '2025-06-01T10:00:00.000Z');
  }
  return db;
}
