/**
 * Tiny `document.cookie` helpers. The client reads two cookies: Laravel's
 * `XSRF-TOKEN` and the token of token mode. Every function tolerates a missing
 * `document` (the landing page is prerendered in Node), reading as "no cookie".
 */

interface WriteCookieOptions {
  /** Seconds; without it the cookie lives for the browser session. */
  maxAge?: number;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      // Laravel URL-encodes XSRF-TOKEN; the header must carry the decoded value.
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function writeCookie(name: string, value: string, options: WriteCookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
  // `Secure` on plain http would make the browser drop the cookie (local dev).
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAge: 0 });
}

export { readCookie, writeCookie, deleteCookie };
