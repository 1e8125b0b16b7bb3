import * as v from 'valibot';

/**
 * The remote registry the host reads at start-up (`/remotes.json`), and the
 * few rules about releases that the release tool (scripts/delivery, which
 * writes it) and the host (which reads it) must agree on. Nav titles live
 * here rather than inside the remote so that the header renders without
 * loading any remote code, and a remote that is down still has a link
 * leading to its fallback.
 *
 * Also its own entry, `@cabinet/runtime/registry`: the release tool runs
 * these rules in Node, without the browser singleton.
 */

/**
 * A release id as the release tool makes it: `<package version>-<content
 * hash>` (`0.1.0-36a24ca0e1`, `1.0.0-beta.2-36a24ca0e1`). Never a path or an
 * address: a host builds a release's address from it.
 */
const ReleaseIdSchema = v.pipe(v.string(), v.maxLength(100), v.regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*)?-[0-9a-f]{10}$/));

/** A canary's share of the signed-in users, in whole percent: some of them, never none or all. */
const CanaryPercentSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99));

/** A release live for a share of the signed-in users (those `inCanary` picks); the others get `entry`. */
const CanarySchema = v.object({
  release: ReleaseIdSchema,
  /** Absolute URL of the canary release's `mf-manifest.json`. */
  entry: v.pipe(v.string(), v.url()),
  percent: CanaryPercentSchema,
});

const RemoteEntrySchema = v.object({
  /** Federation name, also the URL segment: `/cabinet/<name>`. */
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  /** Absolute URL of the remote's `mf-manifest.json`: the live release. */
  entry: v.pipe(v.string(), v.url()),
  /** Russian nav title. */
  title: v.string(),
  /** Optional badge shown next to the nav link. */
  badge: v.optional(v.picklist(['unread-notifications'])),
  /** The release the entry points at (written by the release tool), for people and logs. */
  release: v.optional(v.string()),
  /**
   * Since 1.4.0. A canary that cannot be read is dropped rather than failing
   * the registry: the live release is served to everyone. A host before 1.4.0
   * drops the field (objects keep only the keys they know) and serves `entry`.
   */
  canary: v.fallback(v.optional(CanarySchema), undefined),
});

export const RemoteRegistrySchema = v.object({
  remotes: v.array(RemoteEntrySchema),
});

/**
 * What a host reads of a remote's `releases.json` in the store: the ids of
 * the releases kept. A store written before the history was kept holds a
 * bare array.
 */
const StoredReleasesSchema = v.union([
  v.object({ releases: v.array(v.object({ id: v.string() })) }),
  v.array(v.object({ id: v.string() })),
]);

/** The store's files of one remote, in a folder served at `publicUrl`: `<publicUrl>/releases.json`, `<publicUrl>/<release>/…`. */
const RELEASES_FILE = 'releases.json';
const MANIFEST_FILE = 'mf-manifest.json';

/** Where the store serves a release's manifest. */
function releaseManifestUrl(publicUrl: string, release: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${release}/${MANIFEST_FILE}`;
}

/** The store's folder of a remote, from the manifest URL of one of its releases; null when the URL is not laid out so. */
function storeFolderOf(manifestUrl: string): string | null {
  const folder = /^(https?:\/\/.+)\/[^/]+\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  return folder ?? null;
}

/**
 * Which hundredth of the signed-in users `userId` is in for remote `name`,
 * 0–99: FNV-1a (32 bits) of `<name>:<userId>`, modulo 100. Stable, so a
 * person gets the same release in every tab and after every reload; the
 * remote's name is in it, so the same people are not the canary of every
 * remote.
 */
function canaryBucket(name: string, userId: number | string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${name}:${userId}`)) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether the signed-in user `userId` gets the canary of remote `name` (`percent` of the users do). */
function inCanary(name: string, userId: number | string, percent: number): boolean {
  return canaryBucket(name, userId) < percent;
}

/**
 * The query parameter of a preview link: `?remote-preview=<name>@<release>`
 * opens that release of that remote in one tab (the host checks it against
 * the store's `releases.json`; nothing else is accepted).
 */
const PREVIEW_PARAM = 'remote-preview';

/** The preview link of a release, on the host at `hostOrigin`: its section's address with the parameter. */
function previewLink(hostOrigin: string, name: string, release: string): string {
  return `${hostOrigin.replace(/\/+$/, '')}/cabinet/${name}?${PREVIEW_PARAM}=${name}@${release}`;
}

/** `events@0.1.0-36a24ca0e1` → its parts; null for anything else (a URL, a path, a malformed id). */
function parsePreviewValue(value: string): { name: string; release: string } | null {
  const match = /^([a-z][a-z0-9-]*)@(.+)$/.exec(value);
  if (!match?.[1] || !match[2] || !v.is(ReleaseIdSchema, match[2])) return null;
  return { name: match[1], release: match[2] };
}

export {
  CanaryPercentSchema,
  CanarySchema,
  MANIFEST_FILE,
  PREVIEW_PARAM,
  RELEASES_FILE,
  ReleaseIdSchema,
  RemoteEntrySchema,
  StoredReleasesSchema,
  canaryBucket,
  inCanary,
  parsePreviewValue,
  previewLink,
  releaseManifestUrl,
  storeFolderOf,
};
export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;
export type RemoteCanary = v.InferOutput<typeof CanarySchema>;
export type RemoteRegistry = v.InferOutput<typeof RemoteRegistrySchema>;
