/**
 * `documents.json` in the built host: which document answers a page load of
 * which address — the prerendered guest pages, the other guest pages
 * (guest.html), `/` (index.html) and everything else (app.html). A static
 * server reads it from the deployed build (serving/src/host-documents.ts:
 * the Node server, the nginx configuration), as it reads config.json, so the
 * serving layer needs none of the host's sources and cannot drift from its
 * routes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guestDocumentPatterns, prerenderedGuestPages, routePattern } from '../src/app/guest-paths.ts';
import { paths } from '../src/app/paths.ts';

interface HostDocuments {
  landing: string;
  app: string;
  guest: { file: string; patterns: string[] };
  prerendered: { path: string; file: string; pattern: string }[];
  /**
   * For the renderer's answer before any code runs (serving/src/renderer): the guest-only pages,
   * which send a signed-in visitor on, and the cabinet, under which every page needs a user
   * (`/cabinet`, a section `/cabinet/<name>/…`; a section's short address `/<name>` too).
   */
  guestOnly: string[];
  cabinet: string;
}

/**
 * The guest-only pages (RequireGuest in src/app/guest-routes.tsx), which send a signed-in visitor
 * on; the `/verify` pages need no guard. Here, not beside the routes: the app's bundle needs none of it.
 */
const guestOnlyPaths = [paths.login.path, paths.register.path, paths.callback.path, paths.confirmEmail.path, paths.passwordRecovery.path];

function hostDocuments(): HostDocuments {
  return {
    landing: 'index.html',
    app: 'app.html',
    guest: { file: 'guest.html', patterns: guestDocumentPatterns.map((pattern) => pattern.source) },
    prerendered: prerenderedGuestPages.map((page) => ({ path: page.path, file: page.file, pattern: page.pattern.source })),
    guestOnly: guestOnlyPaths.map((path) => routePattern(path).source),
    cabinet: paths.cabinet.path,
  };
}

async function writeDocuments(dist: string): Promise<void> {
  await writeFile(path.join(dist, 'documents.json'), `${JSON.stringify(hostDocuments(), null, 2)}\n`);
}

export { hostDocuments, writeDocuments };
