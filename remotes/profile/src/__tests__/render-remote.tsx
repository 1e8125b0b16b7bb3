import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router-dom';
import { createQueryClient } from '@cabinet/shared';
import { Toaster } from '@cabinet/shared/ui';
import remote from '../module.tsx';

function RemoteRoutes() {
  return useRoutes(remote.routes);
}

/**
 * Renders the remote's routes at `path` the way the host mounts them
 * (`/cabinet/profile/*`), with a fresh query client and the toast region.
 * `router.state.location` tells where a click led.
 */
function renderRemote(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/cabinet/profile/*', element: <RemoteRoutes /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export { renderRemote };
