/**
 * The API's tests: fastify `inject` against an app on ':memory:' SQLite with
 * a temporary data folder — no port, no shared state between files.
 */
import { testProject } from '../shared/testing/src/vitest-config.ts';

export default testProject(import.meta.dirname, 'node');
