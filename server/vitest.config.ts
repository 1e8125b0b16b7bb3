/**
 * The API's tests: fastify `inject` against an app on ':memory:' SQLite with
 * a temporary data folder — no port, no shared state between files.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // One environment and module graph for all files, not a fresh one per
    // file (the cost of most of this suite's time): each file sets up what it
    // uses and cleans up after it, and passes in any order (--sequence.shuffle).
    isolate: false,
    include: ['src/**/__tests__/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
