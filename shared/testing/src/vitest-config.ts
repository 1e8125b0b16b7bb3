/**
 * The one vitest project config: every workspace's `vitest.config.ts` (and
 * the host's two projects) is a call of `testProject`, so the environment,
 * its setup, the test files and the timeouts are the same everywhere.
 *
 * Configs import this file by its relative path, not as
 * `@cabinet/testing/…`: vitest bundles a config with its relative imports
 * but leaves a package import to Node, which (20) cannot load TypeScript.
 * The setup files are named by package: vitest's runner loads those.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_TIMEOUT, TOOL_TEST_TIMEOUT } from './timeouts.ts';

type TestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/**
 * - `dom`: happy-dom with setup-dom-tests (jest-dom, the waits, cleanup);
 * - `remote`: that and setup-remote-tests (the runtime's Russian messages, no draft or toast left over);
 * - `node`: no DOM (the server);
 * - `tool`: no DOM, and tests that run real tools (the serving layer, the release tool, the build).
 */
type TestKind = 'dom' | 'remote' | 'node' | 'tool';

const setupFiles: Readonly<Record<TestKind, string[]>> = {
  dom: ['@cabinet/testing/setup-dom-tests'],
  remote: ['@cabinet/testing/setup-dom-tests', '@cabinet/testing/setup-remote-tests'],
  node: [],
  tool: [],
};

/**
 * The project of the workspace in `dir`, named by its package (`@cabinet/kit`
 * → `kit`), so a copied remote gets its own; `test` overrides any option.
 */
function testProject(dir: string, kind: TestKind, test: TestOptions = {}): TestProjectInlineConfiguration {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string };
  return {
    test: {
      name: pkg.name.replace(/^@cabinet\//, ''),
      root: dir,
      environment: kind === 'node' || kind === 'tool' ? 'node' : 'happy-dom',
      setupFiles: setupFiles[kind],
      include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
      // One environment and module graph for all files, not a fresh one per
      // file (the cost of most of a suite's time): each file sets up what it
      // uses and cleans up after it, and passes in any order (--sequence.shuffle).
      isolate: false,
      testTimeout: kind === 'tool' ? TOOL_TEST_TIMEOUT : TEST_TIMEOUT,
      ...test,
    },
  };
}

export { testProject };
