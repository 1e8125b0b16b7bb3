/**
 * Unit tests of @cabinet/testing.
 * Suites that need a mock server (msw) set it up in their own files.
 */
import { testProject } from './src/vitest-config.ts';

export default testProject(import.meta.dirname, 'dom');
