import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { clearUser, logoutMutationOptions } from '@cabinet/runtime';
import { describeError } from '@cabinet/kit/errors';
import { toast } from '@cabinet/kit/ui';
import { useRuntimeConfig } from '../config/runtime-config-context.tsx';

/**
 * `Выйти`: `POST /logout`, then the user is cleared and the browser goes to
 * `redirects.afterSignOut`. The page is left first (flushSync commits it at
 * once): clearing the user while a guarded page is still mounted would make
 * its guard send the user to the sign-in page instead.
 *
 * In cookie mode a failed logout (network, 5xx, a 419 the client could not
 * recover from) leaves the user signed in, so the page stays and says so. In
 * token mode the token is dropped whatever the answer, so the user is signed
 * out here either way.
 */
function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { authMode, redirects } = useRuntimeConfig();

  const signOutLocally = () => {
    // The router's own `flushSync` option works only in a data router.
    flushSync(() => {
      void navigate(redirects.afterSignOut, { replace: true });
    });
    clearUser(queryClient);
  };

  return useMutation({
    ...logoutMutationOptions(),
    onSuccess: signOutLocally,
    onError: (error) => {
      if (authMode === 'token') {
        console.warn('Logout request failed; the token is dropped anyway', error);
        signOutLocally();
        return;
      }
      toast.error('Не удалось выйти', { description: describeError(error) });
    },
  });
}

export { useSignOut };
