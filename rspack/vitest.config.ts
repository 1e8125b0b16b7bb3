/**
 * The build's own tests: the rspack configuration and what Module
 * Federation shares (rspack/__tests__), the host's build steps
 * (host/build/__tests__) and the lint boundaries (eslint/__tests__).
 */
import path from 'node:path';
import { testProject } from '../shared/testing/src/vitest-config.ts';

export default testProject(path.resolve(import.meta.dirname, '..'), 'tool', {
  name: 'build',
  include: ['rspack/__tests__/**/*.test.ts', 'host/build/__tests__/**/*.test.ts', 'eslint/__tests__/**/*.test.ts'],
});
