import type { TestProjectInlineConfiguration } from 'vitest/config';
type TestOptions = NonNullable<TestProjectInlineConfiguration['test']>;
/**
 * - `dom`: happy-dom with setup-dom-tests (jest-dom, the waits, cleanup);
 * - `remote`: that and setup-remote-tests (the runtime's Russian messages, no draft or toast left over);
 * - `node`: no DOM (the server);
 * - `tool`: no DOM, and tests that run real tools (the serving layer, the release tool, the build).
 */
type TestKind = 'dom' | 'remote' | 'node' | 'tool';
/**
 * The project of the workspace in `dir`, named by its package (`@cabinet/kit`
 * → `kit`), so a copied remote gets its own; `test` overrides any option.
 */
declare function testProject(dir: string, kind: TestKind, test?: TestOptions): TestProjectInlineConfiguration;
export { testProject };
