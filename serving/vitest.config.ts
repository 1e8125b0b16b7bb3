/** The serving layer's tests: its rules, and the Node server and nginx answering the same paths. */
import { testProject } from '../shared/testing/src/vitest-config.ts';

// nginx and the Node server start per file: seconds on a busy 2-core machine.
export default testProject(import.meta.dirname, 'node', { testTimeout: 30_000 });
