/**
 * Unit tests of @cabinet/kit.
 * Suites that need a mock server (msw) set it up in their own files.
 */
import { testProject } from '../testing/src/vitest-config.ts';

export default testProject(import.meta.dirname, 'dom');
