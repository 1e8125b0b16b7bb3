import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient, userOptions, type RemoteModule } from '@cabinet/runtime';
import { routePrefetches } from '@cabinet/runtime/server';
import { RemoteRoutes } from './render-remote.tsx';

function page(module: RemoteModule, path: string, queryClient: QueryClient) {
  const router = createMemoryRouter([{ path: `/cabinet/${module.name}/*`, element: <RemoteRoutes module={module} /> }], { initialEntries: [path] });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** Runs `paint` as on the server, where there is no `localStorage`. */
function withoutStorage<T>(paint: () => T): T {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get: () => {
      throw new ReferenceError('localStorage is not defined');
    },
  });
  try {
    return paint();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  }
}

/**
 * A remote's page at `path` as the renderer makes it: the identity and what
 * its route prefetches fetched first (through the test's msw server), the
 * page painted to HTML with that cache (no storage, as on a server), then hydrated in the document from
 * the same data. `differences` are React's recoverable errors: a page that
 * hydrates as painted has none.
 */
async function paintRemote(module: RemoteModule, path: string) {
  const painting = createQueryClient();
  await Promise.all([painting.fetchQuery(userOptions), ...routePrefetches(module, new URL(path, 'http://localhost')).map((query) => painting.fetchQuery(query))]);
  const html = withoutStorage(() => renderToString(page(module, path, painting)));
  const state = dehydrate(painting);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const differences: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, page(module, path, queryClient), { onRecoverableError: (error) => differences.push(error) }));
  return {
    html,
    container,
    queryClient,
    differences,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export { paintRemote };
