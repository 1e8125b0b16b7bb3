import { queryOptions } from '@tanstack/react-query';
import { UserResponseSchema, type User } from '../contract/index.ts';
import { isApiError } from '../api/api-error.ts';
import { apiRequest, type CallOptions } from '../api/client.ts';
import { userKeys } from './user-keys.ts';

/**
 * Who is signed in: the user, or `null` for a guest. A 401 (or a 419) is an
 * answer here, not a failure, so it is neither reported nor redirected.
 */
async function getIdentity(options: CallOptions = {}): Promise<User | null> {
  try {
    const response = await apiRequest('/api/cabinet/user', UserResponseSchema, {
      signal: options.signal,
      quietAuthErrors: true,
    });
    return response.data;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 419)) return null;
    throw error;
  }
}

/**
 * The identity query (`null` = guest). Loaded once at start-up and then kept
 * fresh by the app itself (login, logout, 401, profile updates), so it never
 * goes stale on its own.
 */
const userOptions = queryOptions({
  queryKey: userKeys.me(),
  queryFn: ({ signal }) => getIdentity({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export { getIdentity, userOptions };
