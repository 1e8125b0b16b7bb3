import * as v from 'valibot';

/**
 * The remote registry the host reads at start-up (`/remotes.json`). Nav
 * titles live here rather than inside the remote so that the header renders
 * without loading any remote code, and a remote that is down still has a link
 * leading to its fallback.
 */
const RemoteEntrySchema = v.object({
  /** Federation name, also the URL segment: `/cabinet/<name>`. */
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: v.pipe(v.string(), v.url()),
  /** Russian nav title. */
  title: v.string(),
  /** Optional badge shown next to the nav link. */
  badge: v.optional(v.picklist(['unread-notifications'])),
  /** The release the entry points at (written by the release tool), for people and logs. */
  release: v.optional(v.string()),
});

export const RemoteRegistrySchema = v.object({
  remotes: v.array(RemoteEntrySchema),
});

export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;
export type RemoteRegistry = v.InferOutput<typeof RemoteRegistrySchema>;
