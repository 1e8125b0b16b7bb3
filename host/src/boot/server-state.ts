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

/** The release of a remote whose section the server painted (server/painted-section.ts). */
interface PaintedSection {
  name: string;
  release: string;
}

interface ServerState {
  queries: ServerQuery[];
  /** The section painted with its remote's server code, if one was. */
  section?: PaintedSection | null;
  /** The time zone its dates were written in; null: none were. */
  timeZone?: string | null;
}

/** What the browser needs to know of how its page was painted. */
interface PaintedWith {
  section: PaintedSection | null;
  timeZone: string | null;
}

/** Puts server data into a cache, each query with the time it was received; what is not a query is passed over. */
function applyServerState(queryClient: QueryClient, state: ServerState): void {
  for (const query of state.queries) {
    if (Array.isArray(query?.key) && query.data !== undefined) queryClient.setQueryData(query.key, query.data, { updatedAt: Number(query.updatedAt) || 0 });
  }
}

/**
 * Puts the page's server data into the cache; a missing or unreadable state puts nothing.
 * Returns the section the server painted, if any, and the zone of its dates.
 */
function takeServerState(queryClient: QueryClient, doc: Document = document): PaintedWith {
  try {
    const { queries, section, timeZone } = JSON.parse(doc.getElementById(STATE_ID)?.textContent ?? '') as Partial<ServerState>;
    if (Array.isArray(queries)) applyServerState(queryClient, { queries });
    return {
      section: typeof section?.name === 'string' && typeof section.release === 'string' ? { name: section.name, release: section.release } : null,
      timeZone: typeof timeZone === 'string' ? timeZone : null,
    };
  } catch {
    // No state, or not JSON: the page fetches its data itself.
    return { section: null, timeZone: null };
  }
}

export { STATE_ID, applyServerState, takeServerState };
export type { PaintedSection, PaintedWith, ServerQuery, ServerState };
