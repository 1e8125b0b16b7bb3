/**
 * How long every workspace's tests may wait, in one place. The tests run on
 * busy shared 2-core machines, where a lazy import (sonner with the first
 * toast) or a form typed key by key takes seconds. A wait still ends as soon
 * as its state is there: these only bound the waits.
 */
/** `findBy…` and `waitFor` (Testing Library's default, 1 s, is less than that lazy import). */
export declare const WAIT_TIMEOUT = 5000;
/** One test (vitest's default is 5 s): a form test types whole names and messages. */
export declare const TEST_TIMEOUT = 15000;
/** One test that runs real tools (nginx, an S3 server, the release CLI, ESLint over the sources): seconds where an idle machine takes less than one. */
export declare const TOOL_TEST_TIMEOUT = 30000;
