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
import { guestDocumentPatterns, prerenderedGuestPages } from '../src/app/guest-paths.ts';

interface HostDocuments {
  landing: string;
  app: string;
  guest: { file: string; patterns: string[] };
  prerendered: { path: string; file: string; pattern: string }[];
}

function hostDocuments(): HostDocuments {
  return {
    landing: 'index.html',
    app: 'app.html',
    guest: { file: 'guest.html', patterns: guestDocumentPatterns.map((pattern) => pattern.source) },
    prerendered: prerenderedGuestPages.map((page) => ({ path: page.path, file: page.file, pattern: page.pattern.source })),
  };
}

async function writeDocuments(dist: string): Promise<void> {
  await writeFile(path.join(dist, 'documents.json'), `${JSON.stringify(hostDocuments(), null, 2)}\n`);
}

export { hostDocuments, writeDocuments };
