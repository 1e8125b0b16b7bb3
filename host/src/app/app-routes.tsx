import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { RemoteReleaseReload } from '../federation/remote-release-reload.tsx';
import { StaleBuildReload } from '../reload-guards/stale-build-reload.tsx';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { useKeptRoutes } from './kept-route-matches.ts';
import { NavigationBridge } from './navigation-bridge.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { createRoutes } from './routes.tsx';

/** True in the host's server render, false in the browser's build (rspack.config.base.ts); unset in unit tests. */
declare const __CABINET_SERVER__: boolean | undefined;

/**
 * The server renders every page of a registry with one table and keeps its matches per path
 * (kept-route-matches.ts); the browser matches once a navigation, as useRoutes does, and ships none of it.
 */
const useRouteTable = typeof __CABINET_SERVER__ === 'boolean' && !__CABINET_SERVER__ ? useRoutes : useKeptRoutes;

/** One table per list of sections: the server renders every page of a registry with the same one. */
const tables = new WeakMap<RemoteEntry[], RouteObject[]>();
function routesFor(remotes: RemoteEntry[]): RouteObject[] {
  let routes = tables.get(remotes);
  if (!routes) tables.set(remotes, (routes = createRoutes(remotes)));
  return routes;
}

/**
 * The route table of the one router, rendered inside it. The bridge stays
 * outside the error boundary: the 401 handler can still navigate while the
 * error screen is shown. So do the reload guards (a newer host build, a
 * remote released anew): leaving an error screen is a navigation like any other.
 */
function AppRoutes({ remotes }: { remotes: RemoteEntry[] }) {
  const names = useMemo(() => remotes.map((remote) => remote.name), [remotes]);
  const element = useRouteTable(routesFor(remotes));
  return (
    <>
      <NavigationBridge />
      <RouteAnnouncer />
      <StaleBuildReload />
      <RemoteReleaseReload names={names} />
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </>
  );
}

export { AppRoutes };
