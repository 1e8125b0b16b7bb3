/**
 * The host's unit tests as two vitest projects, for its own `vitest run` and
 * the repository's: one environment and module graph for most files (a
 * fresh one per file was most of the suite's time), and one per file for
 * the files that mock a module (the federation runtime, mostly: a mock would
 * reach the modules the other files import) or set the runtime's global
 * (which the runtime, once loaded by another file, defines for good), and
 * the files that run in another environment (`@vitest-environment node`: the server render).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { testProject } from '../shared/testing/src/vitest-config.ts';
import { hostProvisions } from '../rspack/provisions.ts';

const dir = import.meta.dirname;
const ownEnvironment = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)__tests__\/.+\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /vi\.mock\(|__FEDERATION__|@vitest-environment/.test(readFileSync(path.join(dir, file), 'utf8')));

function project(name: string, test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration {
  const base = testProject(dir, 'dom', { name, ...test });
  // What the build inlines (rspack.config.base.ts): this host's provisions for remotes.
  return { ...base, define: { __CABINET_HOST_PROVIDES__: JSON.stringify(hostProvisions(dir)) } };
}

export const hostTestProjects: TestProjectInlineConfiguration[] = [
  project('host', { exclude: ownEnvironment }),
  project('host (own environment)', { include: ownEnvironment, isolate: true }),
];
