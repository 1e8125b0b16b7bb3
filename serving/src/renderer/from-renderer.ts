/**
 * A static server's page load passed to the renderer, as nginx's
 * `proxy_pass` passes it: the visitor's cookies and headers go with it, and
 * the answer — its status, redirect, cookies and document — comes back as it
 * is. When the renderer does not answer in time, fails (5xx) or is not
 * running, this is null and the static server serves its own document, as
 * it did before there was a renderer.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The renderer waits at most 300 ms for the API (its registry may take longer on a slow store). */
const RENDERER_TIMEOUT_MS = 2500;

/** What the renderer needs of the page's request: who asks, and in which language and format. */
const FORWARDED = ['cookie', 'user-agent', 'accept', 'accept-language'] as const;
/** What the visitor gets of its answer; the static server sets the rest (the policy, the base headers). */
const RETURNED = ['content-type', 'cache-control', 'location'] as const;

interface RenderedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

async function fromRenderer(renderer: string, url: string, method: string, headers: IncomingHttpHeaders): Promise<RenderedAnswer | null> {
  const sent: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = headers[name];
    if (typeof value === 'string') sent[name] = value;
  }
  try {
    // Joined, not resolved: the page's path (`//host/x` too) stays a path on the renderer.
    const response = await fetch(`${renderer}${url}`, { method, headers: sent, redirect: 'manual', signal: AbortSignal.timeout(RENDERER_TIMEOUT_MS) });
    if (response.status >= 500) return null;
    const returned: Record<string, string | string[]> = {};
    for (const name of RETURNED) {
      const value = response.headers.get(name);
      if (value !== null) returned[name] = value;
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) returned['set-cookie'] = cookies;
    return { status: response.status, headers: returned, body: await response.text() };
  } catch {
    return null;
  }
}

export { RENDERER_TIMEOUT_MS, fromRenderer };
export type { RenderedAnswer };
