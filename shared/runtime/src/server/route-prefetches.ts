import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PrefetchQuery, RemoteModule, RemoteRoute } from '../federation/remote-module.ts';

/** Where the host mounts a remote's routes (`/cabinet/<name>/*`): a section's page address is below it. */
const SECTION_PATH = /^\/cabinet\/[^/]+(\/.*)?$/;

/**
 * Since 1.8.0 (`@cabinet/runtime/server`: for the renderer and the tests, never in a browser's build, so the
 * one runtime a page shares carries none of it). What the routes of `module` matched at `url` (a section's page
 * address below `/cabinet/<name>`, with its query) read first, as each
 * route's `prefetch` declares it: what the renderer fetches before it paints
 * the page, and what a remote's test paints it with. Nothing off a section.
 */
function routePrefetches(module: Pick<RemoteModule, 'routes'>, url: URL): PrefetchQuery[] {
  const section = SECTION_PATH.exec(url.pathname);
  if (!section) return [];
  const inside = section[1] ?? '/';
  return (matchRoutes(module.routes as RouteObject[], inside) ?? []).flatMap(({ route, params }) => [
    ...((route as RemoteRoute).prefetch?.({ params, searchParams: url.searchParams }) ?? []),
  ]);
}

export { routePrefetches };
