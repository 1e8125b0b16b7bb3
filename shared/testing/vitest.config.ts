/**
 * Unit tests of @cabinet/testing.
 * Suites that need a mock server (msw) set it up in their own files.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'testing',
    environment: 'happy-dom',
    // One environment and module graph for all files, not a fresh one per
    // file (the cost of most of this suite's time): each file sets up what it
    // uses and cleans up after it, and passes in any order (--sequence.shuffle).
    isolate: false,
    // A busy 2-core machine: waits end on states (asyncUtilTimeout in the setup), this only bounds them.
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
