import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router-dom';
import { createQueryClient, type RemoteModule } from '@cabinet/runtime';
import { Toaster } from '@cabinet/kit/ui';

/** A remote's routes, as the host's outlet mounts them under `/cabinet/<name>/*`. */
function RemoteRoutes({ module }: { module: RemoteModule }) {
  return useRoutes(module.routes);
}

/**
 * Renders a remote's routes at `path` the way the host mounts them
 * (`/cabinet/<name>/*`), with a fresh query client and the toast region.
 * Any other path renders «Другой раздел» (where a link out of the remote
 * leads); `router.state.location` tells where a click led.
 */
function renderRemote(module: RemoteModule, path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: `/cabinet/${module.name}/*`, element: <RemoteRoutes module={module} /> },
      { path: '*', element: <p>Другой раздел</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export { RemoteRoutes, renderRemote };
