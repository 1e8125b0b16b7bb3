// The vitest setup of every workspace whose tests render (`setupFiles`, by
// the config of vitest-config.ts): jest-dom's matchers (toBeDisabled,
// toHaveAccessibleName, …) on vitest's `expect`, Testing Library's waits,
// and an unmounted DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_TIMEOUT } from './timeouts.ts';

configure({ asyncUtilTimeout: WAIT_TIMEOUT });

afterEach(() => {
  cleanup();
});
