/**
 * What a page load is answered before any code runs, from who is asking:
 * the same decisions the app's guards make in the browser (RequireUser,
 * RequireGuest, the short addresses, the 404 screen), made by the server so
 * that a guest is sent to sign in with no flash, a signed-in visitor leaves
 * a guest-only page even when the session began elsewhere, and every status
 * tells the truth. Whatever it cannot know — the identity (the API did not
 * answer in time), a route rule of the config, a page inside a section (the
 * remote's own routes) — is answered as before: the document, 200, and the
 * app decides.
 */

type Decision = { kind: 'redirect'; location: string } | { kind: 'document'; status: 200 | 401 | 404 };

interface DecisionInput {
  pathname: string;
  search: string;
  identity: 'user' | 'guest' | 'unknown';
  /** The sections of the registry the page would start with; null when it could not be read. */
  sections: readonly string[] | null;
  /** documents.json: the guest-only pages and the cabinet's path. */
  guestOnly: readonly RegExp[];
  cabinet: string;
  redirects: { signIn: string | false; afterSignIn: string };
  /** Whether a route rule of the config covers the path: the app applies it. */
  ruled: boolean;
  /** The front end's origin: a `redirect` query is followed only inside it. */
  origin: string;
}

const DOCUMENT: Decision = { kind: 'document', status: 200 };

/** `/login?redirect=/cabinet/polls` (paths.ts's `withRedirect`). */
function withRedirect(base: string, redirect: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

/**
 * `value` as a same-origin `path?search#hash`, or null — the rule of the
 * app's sign-in target (host/src/session/redirect-target.ts): no
 * protocol-relative path before or after normalising, no control character.
 */
function safeRedirectPath(value: string | null, origin: string): string | null {
  const control = [...(value ?? '')].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || control) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether a route rule of the config covers `pathname` (host/src/config/route-rules.ts:
 * an exact key, or a subtree `/docs/**`): its page is the app's to send on.
 */
function ruleCovers(rules: Readonly<Record<string, string>>, pathname: string): boolean {
  return Object.keys(rules).some((key) => {
    if (key === pathname) return true;
    if (!key.endsWith('/**')) return false;
    const prefix = key.slice(0, -'/**'.length);
    return prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}

function decideDocument(input: DecisionInput): Decision {
  const { pathname, search, identity, sections, cabinet } = input;
  if (input.ruled || identity === 'unknown') return DOCUMENT;
  if (input.guestOnly.some((pattern) => pattern.test(pathname))) {
    if (identity === 'guest') return DOCUMENT;
    const redirect = safeRedirectPath(new URLSearchParams(search).get('redirect'), input.origin);
    return { kind: 'redirect', location: redirect ?? input.redirects.afterSignIn };
  }
  const path = pathname.replace(/\/+$/, '') || '/';
  const shortcut = sections?.find((name) => path === `/${name}`);
  const signedInOnly = shortcut !== undefined || path === cabinet || path.startsWith(`${cabinet}/`);
  // Without the registry a one-word path may be a section's short address: the app will know.
  if (!signedInOnly && sections === null && /^\/[^/]+$/.test(path)) return DOCUMENT;
  if (!signedInOnly) return { kind: 'document', status: 404 };
  if (identity === 'guest') {
    if (input.redirects.signIn === false) return { kind: 'document', status: 401 };
    return { kind: 'redirect', location: withRedirect(input.redirects.signIn, `${pathname}${search}`) };
  }
  if (shortcut !== undefined) return { kind: 'redirect', location: `${cabinet}/${shortcut}${search}` };
  if (path === cabinet) return DOCUMENT;
  const section = path.slice(cabinet.length + 1).split('/')[0] ?? '';
  return sections === null || sections.includes(section) ? DOCUMENT : { kind: 'document', status: 404 };
}

export { decideDocument, ruleCovers, safeRedirectPath };
export type { Decision, DecisionInput };
