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
  identity?: Promise<Response | null>;
  /** The section's live manifest, by its absolute address; null when the app loads it itself. */
  manifest?: Promise<{ url: string; response: Response } | null>;
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

/** The early answer of `config.json`, or of `GET /api/cabinet/user` (cookie mode only). */
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

/** The early answer for the manifest at `url`: the section's, asked at once or not at all, so awaited rather than raced. */
async function takeEarlyManifest(url: string): Promise<Response | null> {
  const start = window.__cabinetStart;
  const found = await start?.manifest?.catch(() => null);
  if (!start || !found || found.url !== absolute(url)) return null;
  delete start.manifest;
  return found.response;
}

export { takeEarly, takeEarlyManifest, takeEarlyRegistry };
