import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useUser } from '@cabinet/runtime';
import { withRedirect } from '../app/paths.ts';
import { useRuntimeConfig } from '../config/runtime-config-context.tsx';
import { ErrorScreen } from '../errors/error-screen.tsx';

/**
 * Signed-in-only routes (SPEC §2, §6). A guest is sent to the sign-in page
 * with the requested route kept (`/login?redirect=/cabinet/polls`); with
 * `redirects.signIn: false` the guest gets the 401 error screen instead.
 * The identity is settled before the first render (bootstrap), so "no user"
 * here always means a guest, never "not loaded yet".
 */
function RequireUser() {
  const user = useUser();
  const { pathname, search } = useLocation();
  const { redirects } = useRuntimeConfig();
  if (user) return <Outlet />;
  if (redirects.signIn === false) {
    return <ErrorScreen status={401} detail="Войдите в кабинет, чтобы открыть эту страницу." />;
  }
  return <Navigate to={withRedirect(redirects.signIn, `${pathname}${search}`)} replace />;
}

export { RequireUser };
