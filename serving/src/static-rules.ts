/**
 * What a static server of the product answers, decided from the request's
 * path alone: which files are refused, what is a file and what a page, how
 * long each may be cached and with which type. The Node server
 * (static-server.ts) applies these; the nginx configuration
 * (nginx-config.ts) is generated from the same patterns and tables; the
 * release tool uploads with the same types and cache headers.
 *
 * Decisions are taken on the decoded, normalised path — the one the file
 * system will be asked for — never on the raw URL: `remoteEntry.js.ma%70`
 * is `remoteEntry.js.map`. The patterns are written so that nginx's PCRE
 * reads them as JavaScript does (nginx matches the decoded path too).
 */
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** A document the renderer made for one visitor: never stored by a browser, a proxy or a CDN. */
const PRIVATE_DOCUMENT = 'private, no-store';

/**
 * Files that exist but are never published: source maps (built hidden, for
 * error reports), dotfiles (a stray `.env` or `.git/`, a writer's lock),
 * the temporary files a folder store writes before renaming them into place,
 * and Module Federation's build statistics (the build machine's module
 * paths; nothing reads them at run time, the manifest is what loads).
 */
const REFUSED_PATHS: readonly RegExp[] = [/\.map$/i, /\/\./, /\.tmp$/i, /(?:^|\/)mf-stats\.json$/i];

/** Content-hashed files: under a `static/` folder (the host's `/static/`, a release's `/<id>/static/`). */
const IMMUTABLE_PATH = /(?:^|\/)static\//;

/** A file is told from a page by its last segment: it has an extension. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/** The path of a request URL, percent-decoded and normalised; null when it cannot be decoded. */
function decodedPath(url: string): string | null {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(decoded.replaceAll('\\', '/'));
}

/** Whether a decoded path (or a store key) names a file that is never published. */
function isRefusedPath(decoded: string): boolean {
  const rooted = decoded.startsWith('/') ? decoded : `/${decoded}`;
  return REFUSED_PATHS.some((pattern) => pattern.test(rooted));
}

/**
 * A file the browser asks for, as opposed to a page: anything under a
 * `static/` folder and anything whose last segment has an extension. A
 * missing one is a 404; a missing page is the app's to answer.
 */
function isAssetPath(decoded: string): boolean {
  return IMMUTABLE_PATH.test(decoded) || FILE_PATH.test(decoded);
}

/** Content-hashed files are immutable; everything else (documents, entries, manifests, registries) is revalidated. */
function cacheControlFor(relativePath: string): string {
  return IMMUTABLE_PATH.test(relativePath.replaceAll('\\', '/')) ? IMMUTABLE : NO_CACHE;
}

/**
 * The types of what the builds emit, with the charset of the text ones;
 * anything else is a download. The one table the Node server, the nginx
 * configuration and the release tool's uploads use.
 */
const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
} as const;

const DOWNLOAD = 'application/octet-stream';

function contentTypeOf(file: string): string {
  const types: Readonly<Record<string, string>> = CONTENT_TYPES;
  return types[path.extname(file).slice(1).toLowerCase()] ?? DOWNLOAD;
}

/**
 * CORS of a remote's files: they are public, so every answer says the same
 * whatever the request's Origin — a shared cache that stored a copy fetched
 * without one still serves the host's page correctly.
 */
const REMOTE_FILE_HEADERS = {
  'access-control-allow-origin': '*',
  // The host's page loads these from another origin.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export {
  PRIVATE_DOCUMENT,
  CONTENT_TYPES,
  DOWNLOAD,
  FILE_PATH,
  IMMUTABLE,
  IMMUTABLE_PATH,
  NO_CACHE,
  REFUSED_PATHS,
  REMOTE_FILE_HEADERS,
  cacheControlFor,
  contentTypeOf,
  decodedPath,
  isAssetPath,
  isRefusedPath,
};
