// jest-dom matchers (toBeDisabled, toHaveAccessibleName, …) on vitest's
// `expect`, and an unmounted DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
