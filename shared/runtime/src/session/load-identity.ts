import type { QueryClient } from '@tanstack/react-query';
import { userOptions } from './get-identity.ts';
import type { User } from '../contract/index.ts';
import { setUser } from './user.ts';

/**
 * Start-up identity (SPEC §8): `GET /api/cabinet/user` once. A 401 or 419
 * means a guest and is not worth a word (the identity query turns it into
 * `null`); any other failure is logged and the app still starts, as a guest.
 * Resolves to the user or `null`, never rejects.
 */
async function loadIdentity(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.fetchQuery({ ...userOptions, staleTime: 0 });
  } catch (error) {
    console.error('Unable to load user identity from API', error);
    setUser(queryClient, null);
    return null;
  }
}

export { loadIdentity };
