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
    setupFiles: ['@cabinet/testing/setup-remote-tests'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // The form tests type whole names and messages key by key: on a busy
    // shared 2-core machine one takes a few seconds, and 5 s was too tight.
    testTimeout: 15_000,
  },
});
