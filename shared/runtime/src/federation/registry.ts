import * as v from 'valibot';

/**
 * The remote registry the host reads at start-up, and who
 * gets a remote's canary. Nav titles live here rather than inside the remote
 * so that the header renders without loading any remote code, and a remote
 * that is down still has a link leading to its fallback. The rest of what
 * the release tool and the host agree on about releases is in
 * release-store.ts (`@cabinet/runtime/registry`), outside the singleton.
 */

/** A release live for a share of the signed-in users (those `inCanary` picks); the others get `entry`. */
const CanarySchema = v.object({
  /** Its id, for people and logs (a host loads `entry`). */
  release: v.string(),
  /** Absolute URL of the canary release's `mf-manifest.json`. */
  entry: v.pipe(v.string(), v.url()),
  /** The share of the signed-in users, in percent (the release tool writes a whole 1–99). */
  percent: v.number(),
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

/**
 * A registry file beside the host (`/remotes.json`): one the host's own
 * deployment keeps (dev servers, bench:scale). Since 1.6.0 the release store
 * holds none: a deployment lists its `remotes` in config.json and the
 * registry is composed from the teams' records (registry-compose.ts).
 */
const REGISTRY_FILE = 'remotes.json';

export const RemoteRegistrySchema = v.object({
  remotes: v.array(RemoteEntrySchema),
});

/**
 * The query parameter of a preview link: `?remote-preview=<name>@<release>`
 * opens that release of that remote in one tab (the host checks it against
 * the store's `releases.json`; nothing else is accepted).
 */
const PREVIEW_PARAM = 'remote-preview';

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

export { PREVIEW_PARAM, REGISTRY_FILE, RemoteEntrySchema, canaryBucket, inCanary };
export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;
export type RemoteCanary = v.InferOutput<typeof CanarySchema>;
export type RemoteRegistry = v.InferOutput<typeof RemoteRegistrySchema>;
