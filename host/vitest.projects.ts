/**
 * The host's unit tests as two vitest projects, for its own `vitest run` and
 * the repository's: one environment and module graph for most files (a
 * fresh one per file was most of the suite's time), and one per file for
 * the files that mock a module (the federation runtime, mostly: a mock would
 * reach the modules the other files import) or set the runtime's global
 * (which the runtime, once loaded by another file, defines for good).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { hostProvisions } from '../scripts/delivery/provisions.ts';

const dir = import.meta.dirname;
const include = 'src/**/__tests__/**/*.test.{ts,tsx}';
const ownEnvironment = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)__tests__\/.+\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /vi\.mock\(|__FEDERATION__/.test(readFileSync(path.join(dir, file), 'utf8')));

function project(name: string, test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration {
  return {
    // What the build inlines (rspack.config.base.ts): this host's provisions for remotes.
    define: { __CABINET_HOST_PROVIDES__: JSON.stringify(hostProvisions(dir)) },
    test: {
      name,
      root: dir,
      environment: 'happy-dom',
      // A busy 2-core machine: waits end on states (asyncUtilTimeout in the setup), this only bounds them.
      testTimeout: 15_000,
      setupFiles: ['./vitest.setup.ts'],
      ...test,
    },
  };
}

export const hostTestProjects: TestProjectInlineConfiguration[] = [
  project('host', { include: [include], exclude: ownEnvironment, isolate: false }),
  project('host (own environment)', { include: ownEnvironment }),
];
