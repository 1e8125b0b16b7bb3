/**
 * What a static server of the product answers, decided from the request's
 * path alone: which files are refused, which answer is which document, and
 * how long each may be cached. The Node server (scripts/serve.ts) applies
 * these; the nginx configuration is generated to say the same.
 *
 * Decisions are taken on the decoded, normalised path — the one the file
 * system will be asked for — never on the raw URL: `remoteEntry.js.ma%70`
 * is `remoteEntry.js.map`.
 */
import path from 'node:path';
import { guestDocumentFor, isGuestDocumentPath } from '../../host/src/app/guest-paths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

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

/**
 * Files that exist but are never published: source maps (built hidden, for
 * error reports) and dotfiles — a release being written (`.<id>.partial`),
 * a stray `.env` or `.git/`.
 */
function isRefusedPath(decoded: string): boolean {
  const segments = decoded.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  return decoded.toLowerCase().endsWith('.map');
}

/**
 * A file the browser asks for, as opposed to a page: anything under
 * `/static/` and anything whose last segment has an extension. A missing
 * one is a 404; a missing page is the app's to answer.
 */
function isAssetPath(decoded: string): boolean {
  if (decoded.startsWith('/static/')) return true;
  const last = decoded.slice(decoded.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * The host's document for a page address: a guest page's (its prerendered
 * copy, or guest.html), else app.html. `/` is the prerendered index.html,
 * served as a file.
 */
function documentFor(decoded: string): string {
  return isGuestDocumentPath(decoded) ? guestDocumentFor(decoded) : 'app.html';
}

/** Content-hashed files (under a `static/` folder) are immutable; everything else is revalidated. */
function cacheControlFor(relativePath: string): string {
  return relativePath.split(/[\\/]/).includes('static') ? IMMUTABLE : NO_CACHE;
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

export { IMMUTABLE, NO_CACHE, REMOTE_FILE_HEADERS, cacheControlFor, decodedPath, documentFor, isAssetPath, isRefusedPath };
