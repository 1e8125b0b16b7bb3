// The vitest setup every remote shares (`setupFiles` of its vitest config).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installRussianMessages } from '@cabinet/runtime';
import { toast } from '@cabinet/kit/ui';

// findBy… and waitFor give up after 1 s by default, less than a lazy import
// (sonner with the first toast) takes on a busy 2-core machine; they still
// return as soon as the state is there.
configure({ asyncUtilTimeout: 5_000 });

// The host installs them at start-up; the mock API's validation speaks Russian too.
installRussianMessages();

afterEach(() => {
  // Drafts live in local storage: one test's must not show up in the next.
  window.localStorage.clear();
  // sonner's store is global: a toast left over would show in the next test's region.
  act(() => {
    toast.dismiss();
  });
  cleanup();
});
