import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default, less than a lazy import
// (sonner with the first toast) takes on a busy 2-core machine; they still
// return as soon as the state is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
