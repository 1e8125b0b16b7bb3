import type { Db } from '../db/open-database.ts';

/** Bumped by every reseed in this process (`POST /_dev/reset`, tests). */
let processGeneration = 0;

export function seedDataChanged(): void {
  processGeneration += 1;
}

/** How often the database's generation is re-read, to notice a reseed by another process. */
const RECHECK_MS = 1000;

/**
 * A value computed from seed-only tables (events, poll questions), kept in
 * memory so hot reads skip SQLite row decoding. It reloads at once after a
 * reseed in this process, and within a second after one made by another
 * process (`npm run seed` bumps the data generation in the database).
 */
export function seedDataCache<T>(db: Db, load: () => T): () => T {
  const generation = db.prepare<[], number>("SELECT value FROM app_state WHERE key = 'data_generation'").pluck();
  let cached: { dbGeneration: number; processGeneration: number; checkedAt: number; value: T } | null = null;
  return () => {
    const now = Date.now();
    if (cached?.processGeneration === processGeneration && now - cached.checkedAt < RECHECK_MS) return cached.value;
    const dbGeneration = generation.get() ?? 0;
    if (cached?.processGeneration === processGeneration && cached.dbGeneration === dbGeneration) {
      cached.checkedAt = now;
    } else {
      cached = { dbGeneration, processGeneration, checkedAt: now, value: load() };
    }
    return cached.value;
  };
}
