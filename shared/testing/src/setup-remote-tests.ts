// The vitest setup every remote shares, after setup-dom-tests (the two are
// a remote's `setupFiles`, from vitest-config.ts): the state a remote's
// pages leave behind in the runtime and the kit. Not an import of the DOM
// setup: vitest runs each setup file before every test file, but a module
// they import only once per module graph, so its hooks would reach the
// first test file alone.
import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installRussianMessages } from '@cabinet/runtime';
import { toast } from '@cabinet/kit/ui';

// The host installs them at start-up; the mock API's validation speaks Russian too.
installRussianMessages();

// Runs before the DOM setup's cleanup (vitest runs after-hooks last-registered first).
afterEach(() => {
  // Drafts live in local storage: one test's must not show up in the next.
  window.localStorage.clear();
  // sonner's store is global: a toast left over would show in the next test's region.
  act(() => {
    toast.dismiss();
  });
});
