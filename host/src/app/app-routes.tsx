import { useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { StaleBuildReload } from '../reload-guards/stale-build-reload.tsx';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { NavigationBridge } from './navigation-bridge.tsx';
import { createRoutes } from './routes.tsx';

/**
 * The route table of the one router, rendered inside it. The bridge stays
 * outside the error boundary: the 401 handler can still navigate while the
 * error screen is shown. So does the stale-build reload: leaving an error
 * screen is a navigation like any other.
 */
function AppRoutes({ remotes }: { remotes: RemoteEntry[] }) {
  const routes = useMemo(() => createRoutes(remotes), [remotes]);
  const element = useRoutes(routes);
  return (
    <>
      <NavigationBridge />
      <StaleBuildReload />
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </>
  );
}

export { AppRoutes };
