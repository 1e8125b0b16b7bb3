import { expect, it } from 'vitest';
import { MAX_WORKERS, workerCount } from '../worker-count.ts';

it('starts one process per core by default', () => {
  expect(workerCount('auto', 2)).toBe(2);
  expect(workerCount('auto', 1)).toBe(1);
  expect(workerCount('auto', 200)).toBe(MAX_WORKERS);
});

it('takes a whole number from 1 to 64 as given, and nothing else', () => {
  expect(workerCount('1', 8)).toBe(1);
  expect(workerCount('3', 2)).toBe(3);
  for (const value of ['0', '65', '1.5', 'два', '']) expect(workerCount(value, 2)).toBeNull();
});
