import { useQuery, type QueryClient } from '@tanstack/react-query';
import { userOptions } from './get-identity.ts';
import type { User } from '../contract/index.ts';

/**
 * The session is the identity query (`['user', 'me']`): `User` when signed
 * in, `null` for a guest. The host loads it once at start-up
 * (`loadIdentity`); login, logout and a 401 change it with `setUser` /
 * `clearUser`, and every component reading it re-renders.
 */
function useUser(): User | null {
  // Reads the cache the host filled; a standalone remote without a host
  // fetches it once (the query never goes stale by itself).
  const { data } = useQuery(userOptions);
  return data ?? null;
}

function useIsAuthenticated(): boolean {
  return useUser() !== null;
}

function setUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(userOptions.queryKey, user);
}

/**
 * Signs the session out locally (logout, 401): the user becomes a guest and
 * every other cached query is dropped, so that the next person in this tab
 * never sees the previous one's notifications.
 */
function clearUser(queryClient: QueryClient): void {
  setUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userOptions.queryKey[0] });
}

export { useUser, useIsAuthenticated, setUser, clearUser };
