import { QueryClient } from '@tanstack/react-query';

/** Data counts as fresh for 30 s: moving between pages does not refetch everything. */
const STALE_TIME_MS = 30_000;

/**
 * The app's QueryClient. The API client already retries what may be retried
 * (SPEC §7), so TanStack Query must not retry again: a 503 would become four
 * requests and a failing POST would be resent.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: STALE_TIME_MS,
        // Coming back to the tab refreshes stale lists (a new notification,
        // a poll that closed); fresh ones and the identity are left alone.
        refetchOnWindowFocus: true,
      },
      // Sent now or not at all: a change made offline is not kept to be sent by itself once the connection
      // returns (the apps disable such actions offline; this holds for one pressed as the connection went).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export { createQueryClient };
