import type { QueryClient } from '@tanstack/react-query';
import { clearAuthToken, clearUser, type UnauthorizedEvent } from '@cabinet/shared';
import { withRedirect } from '../app/paths.ts';
import { isOpenPath } from './guarded-paths.ts';
import { refreshCsrfToken } from './refresh-csrf-token.ts';

/** The part of the data router the handler needs (tests pass a memory router). */
interface NavigatingRouter {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options: { replace: boolean; flushSync: boolean }) => Promise<void>;
}

interface UnauthorizedHandlerOptions {
  queryClient: QueryClient;
  router: NavigatingRouter;
  authMode: 'cookie' | 'token';
}

/**
 * SPEC §8, a 401 from any call: the session has ended on the server. The
 * user is cleared, a stored token dropped (it is dead), the CSRF token
 * renewed (it died with the session), and — when `redirects.signIn` is set —
 * the browser goes to the sign-in page, which brings the user back here
 * afterwards (`/login?redirect=<path>`).
 */
function createUnauthorizedHandler({ queryClient, router, authMode }: UnauthorizedHandlerOptions) {
  return ({ signInPath }: UnauthorizedEvent): void => {
    if (authMode === 'token') clearAuthToken();
    void refreshCsrfToken();
    const { pathname, search } = router.state.location;
    if (signInPath !== false && !isOpenPath(pathname)) {
      // Leave the guarded page before the user disappears, so that nothing
      // guarded renders a frame without a user (flushSync commits at once).
      void router.navigate(withRedirect(signInPath, `${pathname}${search}`), { replace: true, flushSync: true });
    }
    clearUser(queryClient);
  };
}

export { createUnauthorizedHandler };
export type { NavigatingRouter };
