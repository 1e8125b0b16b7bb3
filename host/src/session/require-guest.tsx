import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useUser } from '@cabinet/runtime';
import { useRuntimeConfig } from '../config/runtime-config-context.tsx';
import { signInTarget } from './redirect-target.ts';

/**
 * Guest-only routes (login, register, callback, confirm-email,
 * password-recovery). A signed-in user goes to the sign-in target: the safe
 * `?redirect=` of the address, else `redirects.afterSignIn`. This is also how
 * a successful sign-in leaves the form: the page puts the user into the
 * session and this guard sends them on, so the rule lives in one place.
 */
function RequireGuest() {
  const user = useUser();
  const { search } = useLocation();
  const { redirects } = useRuntimeConfig();
  if (!user) return <Outlet />;
  return <Navigate to={signInTarget(search, redirects.afterSignIn)} replace />;
}

export { RequireGuest };
