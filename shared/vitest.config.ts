/**
 * Unit tests of the shared package: UI kit, API client, contract, validation.
 * Generic on purpose — a suite that needs a mock server (msw) sets it up in
 * its own files, so this config stays free of per-area setup.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
