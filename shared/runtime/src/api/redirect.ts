import { isHttpUrl } from './urls.ts';

/**
 * `redirect: 'manual'` (SPEC §7): the client never follows a redirect inside
 * fetch; the browser goes to the address instead (e.g. an external sign-in).
 * Browsers hide the `Location` of a manual redirect (`opaqueredirect`, status
 * 0): then navigating to the request's own URL lets the browser follow it.
 * An upload sent by XMLHttpRequest cannot stop at a redirect: it arrives
 * `redirected`, at its final address, where the browser goes instead.
 */
function redirectTarget(response: Response, requestUrl: string): string | null {
  if (response.type === 'opaqueredirect') return response.url || requestUrl;
  if (response.redirected && response.url) return response.url;
  if (response.status < 300 || response.status > 399) return null;
  const location = response.headers.get('location');
  if (!location) return null;
  try {
    return new URL(location, response.url || requestUrl).href;
  } catch {
    return location;
  }
}

/** Sends the browser to `address` when it is http(s); reports whether it did. */
function followRedirect(address: string): boolean {
  if (!isHttpUrl(address) || typeof window === 'undefined') return false;
  window.location.assign(address);
  return true;
}

export { redirectTarget, followRedirect };
