/**
 * The API's tests: fastify `inject` against an app on ':memory:' SQLite with
 * a temporary data folder — no port, no shared state between files.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
