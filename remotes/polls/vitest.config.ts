import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as { name: string };

export default defineConfig({
  test: {
    // The package (`@cabinet/<name>`) names the test project, so a copied remote gets its own.
    name: pkg.name.replace(/^@cabinet\//, ''),
    environment: 'happy-dom',
    // One environment and module graph for all files, not a fresh one per
    // file (the cost of most of this suite's time): each file sets up what it
    // uses and cleans up after it, and passes in any order (--sequence.shuffle).
    isolate: false,
    // A busy 2-core machine: waits end on states (asyncUtilTimeout in the setup), this only bounds them.
    testTimeout: 15_000,
    setupFiles: ['@cabinet/testing/setup-remote-tests'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
