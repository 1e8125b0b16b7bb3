/** The release tool's tests, against folder stores and an S3 test server. */
import { testProject } from '../shared/testing/src/vitest-config.ts';

// These run real tools (the release CLI, an S3 server): a busy 2-core machine takes
// seconds where an idle one takes less than one. The tests wait on results, this only bounds them.
export default testProject(import.meta.dirname, 'node', { testTimeout: 30_000 });
