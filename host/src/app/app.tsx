import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { RemoteEntry, RuntimeConfig } from '@cabinet/shared';
import { createAppRouter } from './router.tsx';

interface AppProps {
  config: RuntimeConfig;
  remotes: RemoteEntry[];
  queryClient: QueryClient;
}

export function App({ config, remotes, queryClient }: AppProps) {
  const [router] = useState(() => createAppRouter({ config, remotes }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
