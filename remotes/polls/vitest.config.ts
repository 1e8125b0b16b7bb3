import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as { name: string };

export default defineConfig({
  test: {
    // The package (`@cabinet/<name>`) names the test project, so a copied remote gets its own.
    name: pkg.name.replace(/^@cabinet\//, ''),
    environment: 'happy-dom',
    // A busy 2-core machine: waits end on states (asyncUtilTimeout in the setup), this only bounds them.
    testTimeout: 15_000,
    setupFiles: ['@cabinet/testing/setup-remote-tests'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
