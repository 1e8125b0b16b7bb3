/**
 * The build manifest of the host (SPEC §7), written by host/build/build-manifest.ts
 * after every production build:
 *
 * - `<meta name="cabinet-build-id">` in app.html: the build this page belongs to;
 * - `/builds/latest.json` `{id, timestamp}`: the build deployed now;
 * - `/builds/meta/{id}.json`: that build's details. It is written before
 *   latest.json, so the guard trusts a new id only once its meta is served —
 *   a half-uploaded deploy does not send open tabs into a broken build.
 *
 * All of them are served `no-cache`; latest.json is asked for with a
 * timestamp query as well, which no cache between us and the server keeps.
 */
import * as v from 'valibot';

const BUILD_ID_META = 'cabinet-build-id';

const BuildIdSchema = v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/));
const BuildInfoSchema = v.object({ id: BuildIdSchema, timestamp: v.number() });
type BuildInfo = v.InferOutput<typeof BuildInfoSchema>;

/** The id of the build this page was loaded from; null in development, where there is none. */
function currentBuildId(doc: Document | null = typeof document === 'undefined' ? null : document): string | null {
  // On the server (a rendered page) there is no document: no build to guard.
  if (!doc) return null;
  const content = doc.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content') ?? '';
  return v.is(BuildIdSchema, content) ? content : null;
}

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  return response.json();
}

/** `GET /builds/latest.json?{timestamp}`: the deployed build, or null if it cannot be told. */
async function fetchLatestBuild(now: number = Date.now()): Promise<BuildInfo | null> {
  const parsed = v.safeParse(BuildInfoSchema, await readJson(`/builds/latest.json?${now}`));
  return parsed.success ? parsed.output : null;
}

/** `GET /builds/meta/{id}.json`: whether that build is completely deployed. */
async function isBuildPublished(id: string): Promise<boolean> {
  const parsed = v.safeParse(v.object({ id: BuildIdSchema }), await readJson(`/builds/meta/${encodeURIComponent(id)}.json`));
  return parsed.success && parsed.output.id === id;
}

export { currentBuildId, fetchLatestBuild, isBuildPublished };
export type { BuildInfo };
