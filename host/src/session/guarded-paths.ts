import { paths } from '../app/paths.ts';

/**
 * Pages that stay where they are when a request answers 401: the landing
 * page is excluded from session checks (SPEC §2), the guest-only pages are
 * where a 401 would send the user anyway, and the verification pages work
 * without a session. Every other page needs a user.
 */
const openPrefixes = [
  paths.login.path,
  paths.register.path,
  paths.callback.path,
  paths.confirmEmail.path,
  paths.passwordRecovery.path,
  paths.verify.path,
];

function isOpenPath(pathname: string): boolean {
  if (pathname === paths.landing.path) return true;
  return openPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export { isOpenPath };
