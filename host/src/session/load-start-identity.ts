import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { UserResponseSchema, loadIdentity, setUser, type User } from '@cabinet/runtime';
import { takeEarly } from '../boot/early-start.ts';

/**
 * The start-up identity, from the answer the app document's head script
 * asked for (boot/early-start.ts) when there is one, read as `getIdentity`
 * reads it: 200 is the user, 401 or 419 a guest. Anything else — no early
 * answer (token mode), a failure, an unreadable body — asks again the usual
 * way (`loadIdentity`), which reports and retries as it always did.
 */
async function loadStartIdentity(queryClient: QueryClient): Promise<User | null> {
  const response = await takeEarly('identity');
  if (response?.status === 401 || response?.status === 419) {
    setUser(queryClient, null);
    return null;
  }
  if (response?.ok) {
    const parsed = v.safeParse(UserResponseSchema, await response.json().catch(() => null));
    if (parsed.success) {
      setUser(queryClient, parsed.output.data);
      return parsed.output.data;
    }
  }
  return loadIdentity(queryClient);
}

export { loadStartIdentity };
