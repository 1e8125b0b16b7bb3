/**
 * Unit tests of @cabinet/kit.
 * Suites that need a mock server (msw) set it up in their own files.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'kit',
    environment: 'happy-dom',
    // A busy 2-core machine: waits end on states (asyncUtilTimeout in the setup), this only bounds them.
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
