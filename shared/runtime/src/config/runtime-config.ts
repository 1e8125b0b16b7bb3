import * as v from 'valibot';
import { REGISTRY_FILE, RemoteEntrySchema } from '../federation/registry.ts';

const HttpUrlSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'Ожидался адрес http(s)'));

/**
 * Since 1.6.0. A section of the cabinet as the host's deployment lists it:
 * its nav title and badge, and `store`, the address of its team's folder in
 * the release store (`https://bucket.example.com/prod/events`), where the
 * team's own `releases.json` says which release is live.
 */
const ConfiguredRemoteSchema = v.object({
  name: RemoteEntrySchema.entries.name,
  title: v.pipe(v.string(), v.nonEmpty()),
  badge: RemoteEntrySchema.entries.badge,
  store: HttpUrlSchema,
});

/**
 * Runtime configuration the host reads at start-up (`/config.json`), so that
 * one build runs against any API: the reference server or a real Laravel one.
 */
export const RuntimeConfigSchema = v.object({
  apiBaseUrl: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:8000'),
  authMode: v.optional(v.picklist(['cookie', 'token']), 'cookie'),
  /** Retries of non-mutating requests on transient statuses; `true` means 1. */
  retry: v.optional(v.union([v.boolean(), v.pipe(v.number(), v.integer(), v.minValue(0))]), 1),
  redirects: v.optional(
    v.object({
      /** Where a guest is sent from a signed-in-only page. `false` turns it off. */
      signIn: v.optional(v.union([v.string(), v.literal(false)]), '/login'),
      /** Where a user goes after signing in. */
      afterSignIn: v.optional(v.string(), '/cabinet/events'),
      /** Where a user goes after signing out. */
      afterSignOut: v.optional(v.string(), '/'),
    }),
    {},
  ),
  /**
   * The remote registry: `/remotes.json` beside the host, or where the
   * release store publishes it (`https://cdn.example.com/releases/remotes.json`).
   */
  registryUrl: v.optional(v.pipe(v.string(), v.regex(/^(?:https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/, 'Ожидался адрес http(s) или путь от корня')), `/${REGISTRY_FILE}`),
  /**
   * Since 1.6.0. The sections and where each team's releases are kept: the
   * registry is then composed from the teams' own `releases.json`
   * (`composeRegistry`, `@cabinet/runtime/registry`) and `registryUrl` is not
   * read — no file in the store is written by more than one team.
   */
  remotes: v.optional(v.array(ConfiguredRemoteSchema)),
  /**
   * Where the host sends field-health reports (`navigator.sendBeacon`, batched):
   * the reference server's `http://localhost:8000/_telemetry/health`, or a
   * team's own collector. Absent: nothing is recorded or sent.
   */
  telemetryUrl: v.optional(HttpUrlSchema),
  /**
   * Since 1.5.0. Whether a preview link (`?remote-preview=<name>@<release>`)
   * may open a release meant for a preview in one tab. `false` refuses every
   * such link and ends a preview a tab keeps.
   */
  previews: v.optional(v.boolean(), true),
  /** Path rules: `{ "/help": "https://example.com/help" }` sends the browser there. */
  routeRules: v.optional(v.record(v.string(), v.string()), {}),
});

export { ConfiguredRemoteSchema };
export type ConfiguredRemote = v.InferOutput<typeof ConfiguredRemoteSchema>;
export type RuntimeConfigInput = v.InferInput<typeof RuntimeConfigSchema>;
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
