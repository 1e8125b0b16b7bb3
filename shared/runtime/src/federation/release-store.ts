/**
 * What the release tool (release/, which writes the store) and the
 * host (which reads it) agree on about releases, beyond the registry: where
 * the store keeps a remote's files, and what a preview link says. Its own
 * entry, `@cabinet/runtime/registry` (with the registry's rules), outside the
 * singleton: the release tool runs it in Node, and the host needs it only
 * when a preview is asked for, so it is not in every page's runtime.
 */
import * as v from 'valibot';
import { PREVIEW_PARAM } from './registry.ts';
import { RELEASE_ID, RELEASE_ID_MAX_LENGTH } from './release-id.ts';

export * from './registry.ts';

/** A canary's share of the signed-in users, in whole percent: some of them, never none or all. */
const CanaryPercentSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99));

/** THE release id (release-id.ts): `0.1.0-36a24ca0e1`, never a path or an address. */
const ReleaseIdSchema = v.pipe(v.string(), v.maxLength(RELEASE_ID_MAX_LENGTH), v.regex(RELEASE_ID));

/**
 * What a host reads of a remote's `releases.json` in the store: the ids of
 * the releases kept and, since 1.5.0, which of them a preview link may open.
 * A store written before the history was kept holds a bare array.
 */
const StoredReleasesSchema = v.union([
  v.object({
    releases: v.array(v.object({ id: v.string() })),
    /**
     * Since 1.5.0: the releases published for a preview (`release
     * --no-switch`) and not live since; each leaves when it goes live for
     * everyone, when a rollback ends it as a canary, and when it is pruned.
     * Absent (a store written before 1.5.0) or unreadable: none.
     */
    previews: v.fallback(v.optional(v.array(v.string())), undefined),
    /**
     * The live pointer over time, the live release last (since 1.6.0 the
     * registry is composed from it: registry-compose below). Unreadable: none live.
     */
    history: v.fallback(v.optional(v.array(v.string())), undefined),
    /** The running canary (`release --canary`), previewable while it runs; unreadable: none. */
    canary: v.fallback(v.optional(v.object({ release: v.string(), percent: v.fallback(v.optional(CanaryPercentSchema), undefined) })), undefined),
  }),
  v.array(v.object({ id: v.string() })),
]);

type StoredReleases = v.InferOutput<typeof StoredReleasesSchema>;

/** The ids of the releases the store keeps. */
function storedReleaseIds(stored: StoredReleases): string[] {
  return (Array.isArray(stored) ? stored : stored.releases).map((release) => release.id);
}

/**
 * The releases a preview link may open (since 1.5.0): kept in the store, and
 * either published for a preview and not live since (`previews`) or the
 * running canary. Never an older release, nor a canary a rollback ended. A
 * store written before 1.5.0 offers its running canary alone, a bare array
 * nothing.
 */
function previewableReleases(stored: StoredReleases): string[] {
  if (Array.isArray(stored)) return [];
  const kept = new Set(storedReleaseIds(stored));
  const offered = [...(stored.previews ?? []), ...(stored.canary ? [stored.canary.release] : [])];
  return [...new Set(offered)].filter((id) => kept.has(id));
}

/** The store's files of one remote, in a folder served at `publicUrl`: `<publicUrl>/releases.json`, `<publicUrl>/<release>/…`. */
const RELEASES_FILE = 'releases.json';
const MANIFEST_FILE = 'mf-manifest.json';
/** Since 1.7.0. A release's server container (rspack/server-build.ts), which the renderer paints its section with. */
const SERVER_ENTRY_FILE = 'server/remoteEntry.cjs';

/** Where the store serves a release's manifest. */
function releaseManifestUrl(publicUrl: string, release: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${release}/${MANIFEST_FILE}`;
}

/** The store's folder of a remote, from the manifest URL of one of its releases; null when the URL is not laid out so. */
function storeFolderOf(manifestUrl: string): string | null {
  const folder = /^(https?:\/\/.+)\/[^/]+\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  return folder ?? null;
}

/** The preview link of a release, on the host at `hostOrigin`: its section's address with the parameter. */
function previewLink(hostOrigin: string, name: string, release: string): string {
  return `${hostOrigin.replace(/\/+$/, '')}/cabinet/${name}?${PREVIEW_PARAM}=${name}@${release}`;
}

/**
 * A JSON text with `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes:
 * the same JSON (the same value when parsed), and nothing in it can end the
 * script element it is put into (`</script>`), open a comment (`<!--`) there,
 * or end a line of a script that reads it as code. Those characters can only
 * stand inside a JSON string, where an escape means the character itself.
 */
function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The text of the registry (`remotes.json`) as every writer writes it — the
 * release tool into the store, bench:scale beside its host — and of any JSON
 * a document may put inline. nginx's SSI puts the file into `app.html` as it
 * stands, inside `<script type="application/json">`, and cannot escape it:
 * so the file itself holds no `<` (`\u003c`), as the Node server's inline copy.
 */
function registryJson(value: unknown): string {
  return `${escapeJsonForHtml(JSON.stringify(value, null, 2))}\n`;
}

/** `events@0.1.0-36a24ca0e1` → its parts; null for anything else (a URL, a path, a malformed id). */
function parsePreviewValue(value: string): { name: string; release: string } | null {
  const match = /^([a-z][a-z0-9-]*)@(.+)$/.exec(value);
  if (!match?.[1] || !match[2] || !v.is(ReleaseIdSchema, match[2])) return null;
  return { name: match[1], release: match[2] };
}

export {
  CanaryPercentSchema,
  MANIFEST_FILE,
  SERVER_ENTRY_FILE,
  RELEASES_FILE,
  ReleaseIdSchema,
  StoredReleasesSchema,
  escapeJsonForHtml,
  parsePreviewValue,
  previewLink,
  previewableReleases,
  registryJson,
  releaseManifestUrl,
  storeFolderOf,
  storedReleaseIds,
};
export type { StoredReleases };
