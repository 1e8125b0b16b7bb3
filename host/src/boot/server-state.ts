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

function isServerQuery(value: unknown): value is ServerQuery {
  const query = value as Partial<ServerQuery> | null;
  return typeof query === 'object' && query !== null && Array.isArray(query.key) && typeof query.updatedAt === 'number' && query.data !== undefined;
}

/** Puts server data into a cache, each query with the time it was received. */
function applyServerState(queryClient: QueryClient, state: ServerState): void {
  for (const query of state.queries.filter(isServerQuery)) queryClient.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
}

/** Puts the page's server data into the cache; a missing or unreadable state puts nothing. */
function takeServerState(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(STATE_ID)?.textContent ?? '';
  if (!text) return;
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {
    return;
  }
  const queries = (state as Partial<ServerState> | null)?.queries;
  if (Array.isArray(queries)) applyServerState(queryClient, { queries });
}

export { STATE_ID, applyServerState, takeServerState };
export type { ServerQuery, ServerState };
