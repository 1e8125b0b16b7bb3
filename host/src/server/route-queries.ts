/**
 * What the renderer fetches before it paints a page: what the host's own
 * part of that page reads at once — the header's unread badge on every
 * cabinet page, the dashboard's blocks on `/cabinet` — with the same query
 * options, so that the browser finds them in its cache under the same keys.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { RemoteEntry } from '@cabinet/runtime';
import { paths } from '../app/paths.ts';
import { dashboardQueries } from '../dashboard/dashboard-queries.ts';
import { unreadCountOptions } from '../summary/get-unread-count.ts';

// Options of many data types in one list: each is fetched and stored as it is.
type AnyQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/** Whether the host's own part of the page shows dates: the dashboard's blocks. */
const hostWritesDates = (pathname: string): boolean => pathname.replace(/\/+$/, '') === paths.cabinet.path;

/**
 * `dates`: whether the page is written in a time zone. A block that shows
 * dates is painted with its data only then; otherwise the browser fetches
 * it, as the page's dates must be the text the browser would write.
 */
function routeQueries(pathname: string, remotes: readonly RemoteEntry[], { dates }: { dates: boolean }): AnyQuery[] {
  const queries: AnyQuery[] = [];
  if (remotes.some((remote) => remote.badge === 'unread-notifications')) queries.push(unreadCountOptions as AnyQuery);
  if (dates && hostWritesDates(pathname)) {
    for (const options of Object.values(dashboardQueries)) if (!queries.includes(options as AnyQuery)) queries.push(options as AnyQuery);
  }
  return queries;
}

export { hostWritesDates, routeQueries };
export type { AnyQuery };
