import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    // One environment and module graph for all files, not a fresh one per
    // file (the cost of most of this suite's time): each file sets up what it
    // uses and cleans up after it, and passes in any order (--sequence.shuffle).
    isolate: false,
    include: ['__tests__/**/*.test.ts', 'health/__tests__/**/*.test.ts'],
    // These run real tools (ESLint with its plugins, the release CLI, an S3
    // server): a busy 2-core machine takes seconds where an idle one takes
    // less than one. The tests wait on results, this only bounds them.
    testTimeout: 30_000,
  },
});
