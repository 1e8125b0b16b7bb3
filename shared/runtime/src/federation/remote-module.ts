import type { RouteObject } from 'react-router-dom';

/**
 * The version of this contract (the shape of `RemoteModule` and how the
 * host mounts it). A remote's build records the one it was built against
 * (from this package's `package.json`, `cabinet.remoteContract`); the host
 * refuses a remote whose contract it does not accept. Change it — and the
 * package's major — when a remote built against the old one would break.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** Where a route matched: its params and the address's query. */
export interface RouteMatchInput {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * What a route's page reads first, as the page itself asks for it (the same
 * query options factories): the renderer fetches it before it renders the
 * page on the server, and the browser starts from that data (runtime 1.7.0;
 * a route without it is rendered with its loading state, and fetches in the
 * browser as before).
 */
export type RoutePrefetch = (match: RouteMatchInput) => readonly PrefetchQuery[];

/** A query as the page asks for it: its options factory's result, fetched as it is. */
export interface PrefetchQuery {
  queryKey: readonly unknown[];
}

/** A remote's route: React Router's, with what its page reads first. */
export type RemoteRoute = RouteObject & { prefetch?: RoutePrefetch; children?: RemoteRoute[] };

/**
 * What every remote exposes as `./module`: its pages as route objects,
 * relative to the prefix the host mounts it under (`/cabinet/<name>/*`).
 */
export interface RemoteModule {
  /** Federation name, the same as in the registry. */
  name: string;
  /** Russian section title (the «Страница не найдена» link back names it). */
  title: string;
  routes: RemoteRoute[];
}

/** Type helper for a remote's `module.tsx`: checks the shape, keeps the type. */
export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
}
