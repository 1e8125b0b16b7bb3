import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManifestGuard } from '../manifest-guard.ts';
import { pageReload } from '../page-reload.ts';
import { StaleBuildReload } from '../stale-build-reload.tsx';

function fakeGuard(stale: boolean): ManifestGuard {
  let isStale = stale;
  return {
    start: vi.fn(() => () => {}),
    check: vi.fn(async () => {
      isStale = true;
    }),
    isStale: () => isStale,
  };
}

function renderAt(path: string, guard: ManifestGuard) {
  const router = createMemoryRouter([{ path: '*', element: <StaleBuildReload guard={guard} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reloading for a newer build', () => {
  it('starts the guard once mounted', () => {
    const guard = fakeGuard(false);
    renderAt('/cabinet', guard);
    expect(guard.start).toHaveBeenCalled();
  });

  it('does nothing while the user stays on the page, then loads the next page in full', async () => {
    const assign = vi.spyOn(pageReload, 'assign').mockImplementation(() => {});
    const guard = fakeGuard(false);
    const router = renderAt('/cabinet/events', guard);
    await act(() => guard.check());
    expect(assign).not.toHaveBeenCalled();

    // A filter in the query is part of the user's work on this page.
    await act(() => router.navigate('/cabinet/events?status=past'));
    expect(assign).not.toHaveBeenCalled();

    await act(() => router.navigate('/cabinet/polls?page=2#top'));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/cabinet/polls?page=2#top');
  });

  it('keeps navigating in the app while the build is current', async () => {
    const assign = vi.spyOn(pageReload, 'assign').mockImplementation(() => {});
    const router = renderAt('/cabinet/events', fakeGuard(false));
    await act(() => router.navigate('/cabinet/polls'));
    expect(assign).not.toHaveBeenCalled();
  });
});
