/**
 * The data a page was rendered with on the server (server/render-app.tsx),
 * carried in the document (`#cabinet-state`, escaped JSON): the browser's
 * cache starts from it, so that the page hydrates with the data it was
 * painted with and does not ask for it again while it is fresh.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

const STATE_ID = 'cabinet-state';

interface ServerQuery {
  key: QueryKey;
  data: unknown;
  /** When the server received it (ms since the epoch): its freshness runs from then. */
  updatedAt: number;
}

interface ServerState {
  queries: ServerQuery[];
}

/** Puts server data into a cache, each query with the time it was received; what is not a query is passed over. */
function applyServerState(queryClient: QueryClient, state: ServerState): void {
  for (const query of state.queries) {
    if (Array.isArray(query?.key) && query.data !== undefined) queryClient.setQueryData(query.key, query.data, { updatedAt: Number(query.updatedAt) || 0 });
  }
}

/** Puts the page's server data into the cache; a missing or unreadable state puts nothing. */
function takeServerState(queryClient: QueryClient, doc: Document = document): void {
  try {
    const { queries } = JSON.parse(doc.getElementById(STATE_ID)?.textContent ?? '') as Partial<ServerState>;
    if (Array.isArray(queries)) applyServerState(queryClient, { queries });
  } catch {
    // No state, or not JSON: the page fetches its data itself.
  }
}

export { STATE_ID, applyServerState, takeServerState };
export type { ServerQuery, ServerState };
