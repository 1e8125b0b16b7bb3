import type { Db } from '../db/open-database.ts';

/**
 * A value computed from seed-only tables (events, poll questions), reloaded
 * when the data generation moves — every reseed bumps it, even one made by
 * another process — so hot reads skip SQLite row decoding entirely.
 */
export function seedDataCache<T>(db: Db, load: () => T): () => T {
  const generation = db.prepare<[], number>("SELECT value FROM app_state WHERE key = 'data_generation'").pluck();
  let cached: { generation: number; value: T } | null = null;
  return () => {
    const current = generation.get() ?? 0;
    if (cached?.generation !== current) cached = { generation: current, value: load() };
    return cached.value;
  };
}
