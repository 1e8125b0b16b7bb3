/**
 * How many renderer processes `--workers` asks for: `auto` (the default) is
 * one per core this process may use, since a render takes a core and keeps
 * nothing between requests; a number is taken as given. Null when the value
 * is neither.
 */
import { availableParallelism } from 'node:os';

const MAX_WORKERS = 64;

function workerCount(value: string, cores: number = availableParallelism()): number | null {
  const count = value === 'auto' ? Math.min(Math.max(cores, 1), MAX_WORKERS) : Number(value);
  return Number.isInteger(count) && count >= 1 && count <= MAX_WORKERS ? count : null;
}

export { MAX_WORKERS, workerCount };
