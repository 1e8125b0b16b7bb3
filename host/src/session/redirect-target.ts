/**
 * Where to go after signing in. The `redirect` query of `/login` comes from
 * the address bar, so anyone can craft it: only a path of this very origin is
 * followed (no `//evil.example`, no `https://…`, no `javascript:`); anything
 * else falls back to the configured `afterSignIn`.
 */

const REDIRECT_PARAM = 'redirect';

function hasControlCharacters(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** `value` as a same-origin `path?search#hash`, or null when it is anything else. */
function safeRedirectPath(value: string | null | undefined, origin = window.location.origin): string | null {
  if (!value || !value.startsWith('/')) return null;
  // `//host` and `/\host` are protocol-relative for browsers; control
  // characters are stripped by URL parsing and could hide either.
  if (value.startsWith('//') || value.startsWith('/\\') || hasControlCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Normalised, dot segments can make a protocol-relative path of a harmless
  // one (`/.//evil.example`, `/cabinet/..//x`, `/%2e//x` → `//…`): check the result too.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in target for the current `/login?redirect=…` (or `/callback?redirect=…`). */
function signInTarget(search: string, afterSignIn: string): string {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? afterSignIn;
}

export { REDIRECT_PARAM, safeRedirectPath, signInTarget };
