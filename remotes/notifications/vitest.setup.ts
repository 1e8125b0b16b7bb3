import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@cabinet/shared/ui';

afterEach(() => {
  // sonner's store is global: a toast left over would show in the next test's region.
  act(() => {
    toast.dismiss();
  });
  cleanup();
});
