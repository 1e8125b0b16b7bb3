import { defineConfig } from 'vitest/config';
import { hostProvisions } from '../scripts/delivery/provisions.ts';

export default defineConfig({
  // What the build inlines (rspack.config.base.ts): this host's provisions for remotes.
  define: { __CABINET_HOST_PROVIDES__: JSON.stringify(hostProvisions(import.meta.dirname)) },
  test: {
    name: 'host',
    environment: 'happy-dom',
    // A busy 2-core machine: waits end on states (asyncUtilTimeout in the setup), this only bounds them.
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
