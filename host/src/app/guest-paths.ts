/**
 * The addresses the server answers with the guest document (guest.html)
 * instead of the app (app.html) when a page is loaded: the routes of
 * guest-routes.tsx. The static servers read this list too
 * (scripts/serve.ts), so the two cannot drift apart.
 */
import { paths } from './paths.ts';

const guestDocumentPaths: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.callback.path,
  paths.confirmEmail.path,
  paths.passwordRecovery.path,
  paths.verify.path,
  paths.verifyId.path,
  paths.verifyEmail.path,
];

/** `/verify/:id` → a pattern of whole segments, with an optional trailing slash. */
function pattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

const patterns = guestDocumentPaths.map(pattern);

/** Whether a page load of `pathname` gets the guest document. */
function isGuestDocumentPath(pathname: string): boolean {
  return patterns.some((candidate) => candidate.test(pathname));
}

export { isGuestDocumentPath };
