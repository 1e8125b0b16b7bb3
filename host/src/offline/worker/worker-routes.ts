/**
 * Which requests the service worker answers, and how — decided from the
 * request alone, as the servers decide their cache headers
 * (serving/src/static-rules.ts): what is content-hashed never changes, what
 * is not is asked of the network first. What is anyone's own (the API's
 * answers, a photo, a page the renderer painted for them) is never stored.
 */
import { escapeJsonForHtml } from '@cabinet/runtime/registry';

/** The app's pages: the worker's scope, and the documents it keeps a shell for. */
const CABINET_PATH = /^\/cabinet(?:\/|$)/;

/** Content-hashed files, the host's and every release's: the servers' own rule (IMMUTABLE_PATH). */
const HASHED_FILE = /(?:^|\/)static\//;

/** What a page asks for that is revalidated: the config, a registry or a team's record, a release's manifest and entry. */
const LISTED_FILE = /\.(?:json|js|css)$/;

/** The build manifest is the reload guard's to ask the network for (reload-guards/), never the worker's. */
const BUILD_MANIFEST = /^\/builds\//;

interface RequestLike {
  method: string;
  mode: string;
  credentials: string;
  destination: string;
  url: string;
}

/** A page load of a cabinet address on this origin: asked of the network, the kept shell when there is none. */
function isCabinetDocument(request: RequestLike, origin: string): boolean {
  const url = new URL(request.url);
  return request.mode === 'navigate' && url.origin === origin && CABINET_PATH.test(url.pathname);
}

/**
 * Never a fetch sent with the person's cookies (the API: their answers are theirs), whatever its path.
 * A `<script>` or a stylesheet is sent with them too when it is on the page's own origin: a file, kept.
 */
const storable = (request: RequestLike): boolean =>
  request.method === 'GET' && request.mode !== 'navigate' && !(request.destination === '' && request.credentials === 'include');

/** A content-hashed file of the host or of a release: kept from its first load on. */
function isHashedFile(request: RequestLike): boolean {
  return storable(request) && HASHED_FILE.test(new URL(request.url).pathname);
}

/** A file asked of the network first and kept for when there is none. */
function isListedFile(request: RequestLike, origin: string): boolean {
  if (!storable(request)) return false;
  const url = new URL(request.url);
  if (url.origin === origin && BUILD_MANIFEST.test(url.pathname)) return false;
  return LISTED_FILE.test(url.pathname) && !HASHED_FILE.test(url.pathname);
}

/**
 * The shell for a page opened offline: the app document with the config and
 * the registry the person's tab last ran put inline (as a server puts them),
 * so that it starts the same releases, whose files the worker kept. A part
 * not kept is left as the document has it.
 */
function shellWith(html: string, kept: { config?: unknown; registry?: unknown }): string {
  let shell = html;
  for (const [name, value] of Object.entries(kept)) {
    if (value === undefined) continue;
    const element = new RegExp(`(<script type="application/json" id="cabinet-${name}">)[\\s\\S]*?(</script>)`);
    shell = shell.replace(element, (_, open: string, close: string) => `${open}${escapeJsonForHtml(JSON.stringify(value))}${close}`);
  }
  // No visitor's identity in a shell: the app reads it from what it kept.
  return shell.replace(/(<script type="application\/json" id="cabinet-identity">)[\s\S]*?(<\/script>)/, '$1$2');
}

export { isCabinetDocument, isHashedFile, isListedFile, shellWith };
