/**
 * The host's route table rendered as React Router's `useRoutes` renders it,
 * with each path's matches kept for the table: `useRoutes` flattens, ranks
 * and compiles the whole table into regular expressions at every render —
 * in the renderer, 4 % of its CPU under load (a profile of `npm run
 * bench:render`'s page) for a table that changes only with the registry. For the top-level table
 * alone: a nested table's matches build on its parent's, which
 * `renderMatches` does not take.
 */
import { useContext } from 'react';
import { matchRoutes, renderMatches, UNSAFE_NavigationContext, useLocation, type RouteMatch, type RouteObject } from 'react-router-dom';

/** Paths kept per table, the oldest dropped first: `/cabinet/polls/{id}` alone has no end of them. */
const KEPT_PATHS = 200;
const kept = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

function keptMatches(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = kept.get(routes);
  if (!byPath) kept.set(routes, (byPath = new Map()));
  const hit = byPath.get(pathname);
  if (hit !== undefined) return hit;
  const matches = matchRoutes(routes, { pathname });
  if (byPath.size >= KEPT_PATHS) byPath.delete(byPath.keys().next().value as string);
  byPath.set(pathname, matches);
  return matches;
}

/** `useRoutes(routes)` for a table at the top of the router; `routes` must be the same array while the table is. */
function useKeptRoutes(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const matches = keptMatches(routes, pathname);
  // As useRoutes does under no parent: matchRoutes decodes the path, the matches carry it encoded as the router does.
  const encoded = (value: string) =>
    `/${navigator.encodeLocation ? navigator.encodeLocation(value.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname : value}`.replace(/\/\/+/g, '/');
  return renderMatches(
    matches &&
      matches.map((match) => ({
        ...match,
        params: { ...match.params },
        pathname: encoded(match.pathname),
        pathnameBase: match.pathnameBase === '/' ? '/' : encoded(match.pathnameBase),
      })),
  );
}

export { useKeptRoutes };
