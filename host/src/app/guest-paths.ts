/**
 * The addresses the server answers with the guest document (guest.html)
 * instead of the app (app.html) when a page is loaded: the routes of
 * guest-routes.tsx. The build writes them into the host's documents.json
 * (host/build/write-documents.ts), which the static servers read (the Node
 * server and the nginx configuration), so they cannot drift apart.
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

/** The guest pages as anchored patterns (the nginx configuration uses their sources). */
const guestDocumentPatterns: readonly RegExp[] = guestDocumentPaths.map(pattern);

/** Whether a page load of `pathname` gets the guest document. */
function isGuestDocumentPath(pathname: string): boolean {
  return guestDocumentPatterns.some((candidate) => candidate.test(pathname));
}

/**
 * The guest pages that look the same for every visitor, each prerendered
 * into its own copy of the guest document (host/build/prerender.ts), so that
 * its form paints from the HTML (`/confirm-email` shows the address it was
 * given after registering, when it has it: then it is rendered anew); the
 * others (a callback, a link's check) show what their address says and keep
 * the empty guest.html.
 */
const prerenderedGuestPages: readonly { path: string; file: string; pattern: RegExp }[] = [
  paths.login.path,
  paths.register.path,
  paths.passwordRecovery.path,
  paths.confirmEmail.path,
].map((path) => ({ path, file: `${path.slice(1)}.html`, pattern: pattern(path) }));

export { guestDocumentPatterns, isGuestDocumentPath, pattern as routePattern, prerenderedGuestPages };
