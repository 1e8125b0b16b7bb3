import type { QueryClient } from '@tanstack/react-query';
import { clearAuthToken, clearUser, type UnauthorizedEvent } from '@cabinet/runtime';
import { withRedirect } from '../app/paths.ts';
import type { OutsideNavigation } from '../app/navigation-bridge.tsx';
import { isOpenPath } from './guarded-paths.ts';
import { refreshCsrfToken } from './refresh-csrf-token.ts';

interface UnauthorizedHandlerOptions {
  queryClient: QueryClient;
  /** The router's navigation, lent by the NavigationBridge: the API client calls this outside React. */
  navigation: OutsideNavigation;
  authMode: 'cookie' | 'token';
}

/**
 * SPEC §8, a 401 from any call: the session has ended on the server. The
 * user is cleared, a stored token dropped (it is dead), the CSRF token
 * renewed (it died with the session), and — when `redirects.signIn` is set —
 * the browser goes to the sign-in page, which brings the user back here
 * afterwards (`/login?redirect=<path>`).
 */
function createUnauthorizedHandler({ queryClient, navigation, authMode }: UnauthorizedHandlerOptions) {
  return ({ signInPath }: UnauthorizedEvent): void => {
    if (authMode === 'token') clearAuthToken();
    void refreshCsrfToken();
    const { pathname, search } = navigation.location();
    if (signInPath !== false && !isOpenPath(pathname)) {
      // Leave the guarded page before the user disappears, so that nothing
      // guarded renders a frame without a user (the navigation commits at once).
      navigation.navigate(withRedirect(signInPath, `${pathname}${search}`), { replace: true });
    }
    clearUser(queryClient);
  };
}

export { createUnauthorizedHandler };
