import { isGuestDocumentPath } from '../app/guest-paths.ts';
import { paths } from '../app/paths.ts';

/**
 * Pages that stay where they are when a request answers 401: the landing
 * page is excluded from session checks (SPEC §2), the guest pages
 * (guest-paths.ts) are where a 401 would send the user anyway, and the
 * verification pages among them work without a session. Every other page
 * needs a user.
 */
function isOpenPath(pathname: string): boolean {
  return pathname === paths.landing.path || isGuestDocumentPath(pathname);
}

export { isOpenPath };
