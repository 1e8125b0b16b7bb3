/** The serving layer's tests: its rules, and the Node server and nginx answering the same paths. */
import { testProject } from '../shared/testing/src/vitest-config.ts';

export default testProject(import.meta.dirname, 'tool');
