import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['__tests__/**/*.test.ts', 'health/__tests__/**/*.test.ts'],
    // These run real tools (ESLint with its plugins, the release CLI, an S3
    // server): a busy 2-core machine takes seconds where an idle one takes
    // less than one. The tests wait on results, this only bounds them.
    testTimeout: 30_000,
  },
});
