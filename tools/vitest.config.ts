/** The dev tools' tests. */
import { testProject } from '../shared/testing/src/vitest-config.ts';

export default testProject(import.meta.dirname, 'tool');
