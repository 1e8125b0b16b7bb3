import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@cabinet/shared';
import { Toaster } from '@cabinet/shared/ui';
import { RuntimeConfigProvider } from '../config/runtime-config-context.tsx';
import type { AppRouter } from './router.tsx';

interface AppProps {
  config: RuntimeConfig;
  router: AppRouter;
  queryClient: QueryClient;
}

/** Providers around the router; the one toast region every remote's toasts appear in. */
function App({ config, router, queryClient }: AppProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

export { App };
