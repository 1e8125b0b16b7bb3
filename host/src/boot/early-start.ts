/**
 * The answers the head script of app.html (early-start-head.html) asked for
 * while this code downloaded. Each is taken once, by the code that would
 * otherwise ask: later reads go to the network as before. An answer that
 * failed or is missing (a test, a page without the script) reads as `null`,
 * and the caller asks itself.
 */
interface EarlyStart {
  config?: Promise<Response>;
  registryUrl?: Promise<string | null>;
  registry?: Promise<Response | null>;
  /** A config listing `remotes` (1.6.0): the registry a server composed and put inline, else null. */
  composed?: Promise<Response | null>;
  /** …and, without it, each team's `releases.json` as asked, by its absolute address. */
  releases?: Promise<Record<string, Promise<Response>> | null>;
  identity?: Promise<Response | null>;
  /** The section's live manifest, by its absolute address; null when the app loads it itself. */
  manifest?: Promise<{ url: string; response: Response } | null>;
  /** On a painted page: lets the held preloads go, once it has painted (painted-code-after-paint.ts). */
  painted?: () => void;
}

declare global {
  interface Window {
    __cabinetStart?: EarlyStart;
  }
}

async function settled(answer: Promise<Response | null> | undefined): Promise<Response | null> {
  try {
    return (await answer) ?? null;
  } catch {
    return null;
  }
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** The early answer of `config.json`, or of `GET /api/cabinet/user` (the renderer's inline one, else asked in cookie mode). */
function takeEarly(key: 'config' | 'identity'): Promise<Response | null> {
  const start = window.__cabinetStart;
  const answer = start?.[key];
  if (start) delete start[key];
  return settled(answer);
}

/** The registry's early answer, if it was asked at `url`. */
async function takeEarlyRegistry(url: string): Promise<Response | null> {
  const start = window.__cabinetStart;
  const answer = start?.registry;
  const askedAt = start?.registryUrl;
  if (!start || !answer || !askedAt) return null;
  delete start.registry;
  delete start.registryUrl;
  const asked = await askedAt.catch(() => null);
  const response = await settled(answer);
  return asked !== null && absolute(asked) === absolute(url) ? response : null;
}

/** The registry a server composed and put inline, once; null when there is none. */
function takeEarlyComposed(): Promise<Response | null> {
  const start = window.__cabinetStart;
  const answer = start?.composed;
  if (start) delete start.composed;
  return settled(answer);
}

/** The early answer of a team's `releases.json` at `url`, each taken once. */
async function takeEarlyReleases(url: string): Promise<Response | null> {
  const asked = await window.__cabinetStart?.releases?.catch(() => null);
  const key = absolute(url);
  const answer = asked?.[key];
  if (asked) delete asked[key];
  return settled(answer);
}

/**
 * The early answer for the manifest at `url`: the section's, asked at once or not at all, so awaited rather than
 * raced. A painted page's head asks for it once the page has painted; the app runs after that, so it lets the
 * head go (whatever signalled the paint, or nothing did): the answer is never waited for in vain.
 */
async function takeEarlyManifest(url: string): Promise<Response | null> {
  const start = window.__cabinetStart;
  start?.painted?.();
  const found = await start?.manifest?.catch(() => null);
  if (!start || !found || found.url !== absolute(url)) return null;
  delete start.manifest;
  return found.response;
}

export { takeEarly, takeEarlyComposed, takeEarlyManifest, takeEarlyRegistry, takeEarlyReleases };
