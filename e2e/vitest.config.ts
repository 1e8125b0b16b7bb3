/** The e2e workspace's own helpers' tests (support/); its specs are Playwright's. */
import { testProject } from '../shared/testing/src/vitest-config.ts';

export default testProject(import.meta.dirname, 'tool', { include: ['support/**/__tests__/**/*.test.ts'] });
