import type { QueryClient } from '@tanstack/react-query';
import { userOptions, type User } from '@cabinet/runtime';

function isIdentityKey(key: readonly unknown[]): boolean {
  return key.length === userOptions.queryKey.length && key.every((part, index) => part === userOptions.queryKey[index]);
}

/**
 * Calls `listener` with the user (null for a guest) whenever the identity
 * query gets an answer — loaded, signed in, signed out, a 401 — synchronously,
 * before React renders what follows from it. Returns the unsubscribe.
 */
function followIdentity(queryClient: QueryClient, listener: (user: User | null) => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isIdentityKey(event.query.queryKey)) return;
    listener((event.query.state.data as User | null | undefined) ?? null);
  });
}

export { followIdentity };
