/**
 * Since 1.6.0. The registry composed from the teams' own records: each team
 * writes only its remote's folder of the store (`<folder>/releases.json`),
 * and whoever serves the host — the browser from config.json's `remotes`,
 * or the server that fills `app.html` — puts the registry together. No file
 * in the store is shared, so no team can drop or repoint another's section:
 * a remote's entries are always inside the folder the host's own config
 * names for it, whatever its `releases.json` says.
 */
import * as v from 'valibot';
import type { ConfiguredRemote } from '../config/runtime-config.ts';
import type { RemoteEntry, RemoteRegistry } from './registry.ts';
import { RELEASES_FILE, ReleaseIdSchema, StoredReleasesSchema, releaseManifestUrl, storedReleaseIds } from './release-store.ts';

/** Where a configured remote's team keeps its record. */
function releasesUrl(remote: ConfiguredRemote): string {
  return `${remote.store.replace(/\/+$/, '')}/${RELEASES_FILE}`;
}

/**
 * The registry's entry of one remote from its `releases.json` (parsed JSON,
 * or null when missing or unreadable): its live release — the last of its
 * history, kept in the store — and its canary when one runs. Null when
 * nothing is live (never released, a bare array written before the store
 * kept a history, anything malformed): the section is left out.
 */
function composedEntry(remote: ConfiguredRemote, record: unknown): RemoteEntry | null {
  const parsed = v.safeParse(StoredReleasesSchema, record);
  if (!parsed.success || Array.isArray(parsed.output)) return null;
  const stored = parsed.output;
  const kept = new Set(storedReleaseIds(stored));
  const isKept = (id: string | undefined): id is string => id !== undefined && kept.has(id) && v.is(ReleaseIdSchema, id);
  const live = stored.history?.at(-1);
  if (!isKept(live)) return null;
  const canary = stored.canary;
  return {
    name: remote.name,
    title: remote.title,
    ...(remote.badge ? { badge: remote.badge } : {}),
    entry: releaseManifestUrl(remote.store, live),
    release: live,
    ...(canary && canary.percent !== undefined && canary.release !== live && isKept(canary.release)
      ? { canary: { release: canary.release, entry: releaseManifestUrl(remote.store, canary.release), percent: canary.percent } }
      : {}),
  };
}

/** The registry of `remotes` (config order), given each one's record in the same order. */
function composeRegistry(remotes: readonly ConfiguredRemote[], records: readonly unknown[]): RemoteRegistry {
  return {
    remotes: remotes.flatMap((remote, index) => {
      const entry = composedEntry(remote, records[index] ?? null);
      return entry ? [entry] : [];
    }),
  };
}

export { composeRegistry, composedEntry, releasesUrl };
