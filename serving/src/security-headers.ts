/**
 * Security headers of the static servers (the host and the remotes): every
 * answer says `nosniff` and `strict-origin-when-cross-origin`; an HTML
 * document also carries a Content-Security-Policy derived from what the
 * product really loads — this origin, the remotes of the registry, the API of
 * the runtime config — and the hashes of the document's own inline scripts
 * (the colour-mode script), so an injected inline script does not run and
 * no one can frame the cabinet.
 */
import { createHash } from 'node:crypto';
import { NO_CACHE } from './static-rules.ts';

interface PolicySources {
  /** Origins of the remotes: their folders in the store (their teams' `releases.json`, entries, chunks and styles), or the registry's. */
  remoteOrigins: readonly string[];
  /** The API's origin (`apiBaseUrl` of config.json): calls and uploaded images. */
  apiOrigin: string;
  /** Where the registry is read from (`registryUrl` of config.json) when the config lists no `remotes` and it is not this origin. */
  registryOrigin?: string;
  /** Where field-health reports go (`telemetryUrl` of config.json), when set. */
  telemetryOrigin?: string;
  /** `'sha256-…'` of each inline script of the document. */
  scriptHashes: readonly string[];
}

/** Headers for every answer of a static server. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Headers of every HTML document, however it is asked for (by its route or by its file name). */
function documentHeaders(policy: string): Record<string, string> {
  return { ...BASE_HEADERS, 'cache-control': NO_CACHE, 'content-security-policy': policy, 'x-frame-options': 'DENY' };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** `'sha256-…'` of every inline `<script>` (without `src`) of an HTML document. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );
}

function contentSecurityPolicy({ remoteOrigins, apiOrigin, registryOrigin, telemetryOrigin, scriptHashes }: PolicySources): string {
  const remotes = [...new Set(remoteOrigins)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    // The kit's toasts (sonner) insert their own stylesheet.
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    'connect-src': ["'self'", apiOrigin, ...(registryOrigin ? [registryOrigin] : []), ...(telemetryOrigin ? [telemetryOrigin] : []), ...remotes],
    // Photos and event covers come from the API's storage; a preview before upload is a blob.
    'img-src': ["'self'", 'data:', 'blob:', apiOrigin],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export { BASE_HEADERS, contentSecurityPolicy, documentHeaders, inlineScriptHashes, originOf };
