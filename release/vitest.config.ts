/** The release tool's tests, against folder stores and an S3 test server. */
import { testProject } from '../shared/testing/src/vitest-config.ts';

export default testProject(import.meta.dirname, 'tool');
