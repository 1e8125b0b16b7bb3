/**
 * The sections' server code of a bucket store, on this machine. The renderer
 * loads a release's server build with Node's `require`, which reads files: a
 * release the registry names (each remote's live one and its canary) is
 * copied from the bucket — its manifest and its `server/` folder — into a
 * folder of the renderer's own, whole or not at all (written beside, then
 * renamed into place), and the pages are painted from there as from a
 * folder store. A release the registry no longer names is deleted once more
 * than a few are kept. Names and ids come from the teams' records, checked
 * as the browser checks them; nothing is asked for from the request.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { RemoteRegistrySchema, isReleaseId } from '@cabinet/runtime/registry';
import type { ObjectStore } from '../store/object-store.ts';

/** Releases kept on disk: as many as the renderer keeps loaded (section-code.ts), and a few more. */
const MIRRORED = 12;
/** A copy that failed (the bucket out of reach, a release with no server build) is tried again after this. */
const RETRY_MS = 5000;

interface MirroredRelease {
  name: string;
  release: string;
}

interface ReleaseMirror {
  /** The folder laid out as a folder store (`<name>/<release>/…`), for the renderer's sections. */
  readonly folder: string;
  /**
   * Copies every release `registry` names that is not here yet; resolves when each copy has ended: true when
   * all are here, false when one failed (asked again, it is tried again a few seconds later).
   */
  follow(registry: { remotes: unknown[] }): Promise<boolean>;
  close(): Promise<void>;
}

/** The live and canary releases a registry names (read by the runtime's schema, as the browser reads it). */
function namedReleases(registry: { remotes: unknown[] }): MirroredRelease[] {
  const parsed = v.safeParse(RemoteRegistrySchema, registry);
  if (!parsed.success) return [];
  return parsed.output.remotes.flatMap(({ name, release, canary }) =>
    [release, canary?.release].filter((id): id is string => id !== undefined && isReleaseId(id)).map((id) => ({ name, release: id })),
  );
}

async function openReleaseMirror(store: ObjectStore): Promise<ReleaseMirror> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cabinet-renderer-releases-'));
  /** Copies made or under way, the oldest first. */
  const copies = new Map<string, Promise<void>>();
  let partials = 0;

  const copy = async ({ name, release }: MirroredRelease): Promise<void> => {
    const prefix = `${name}/${release}/`;
    const objects = (await store.list(`${prefix}server/`)).map((object) => object.key);
    if (objects.length === 0) throw new Error(`${name} ${release}: no server build in ${store.label}`);
    const partial = path.join(folder, `.partial-${(partials += 1)}`);
    try {
      for (const key of [`${prefix}mf-manifest.json`, ...objects]) {
        const relative = key.slice(prefix.length);
        // Keys are the store's; one that would leave the release's folder is not written.
        if (!key.startsWith(prefix) || relative.split('/').some((part) => part === '' || part === '.' || part === '..')) continue;
        const body = await store.get(key);
        if (body === null) throw new Error(`${store.label}: ${key} is gone`);
        await mkdir(path.dirname(path.join(partial, relative)), { recursive: true });
        await writeFile(path.join(partial, relative), body);
      }
      await mkdir(path.join(folder, name), { recursive: true });
      await rename(partial, path.join(folder, name, release));
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
  };

  return {
    folder,
    async follow(registry) {
      const named = namedReleases(registry);
      const keys = new Set(named.map(({ name, release }) => `${name}/${release}`));
      const copying = named.map((release) => {
        const key = `${release.name}/${release.release}`;
        let made = copies.get(key);
        if (!made) {
          made = copy(release);
          made.catch(() => setTimeout(() => copies.get(key) === made && copies.delete(key), RETRY_MS).unref());
          copies.set(key, made);
        }
        return made.then(
          () => true,
          () => false,
        );
      });
      for (const key of copies.keys()) {
        if (copies.size <= MIRRORED) break;
        if (keys.has(key)) continue;
        copies.delete(key);
        await rm(path.join(folder, ...key.split('/')), { recursive: true, force: true });
      }
      return (await Promise.all(copying)).every(Boolean);
    },
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

export { openReleaseMirror };
export type { ReleaseMirror };
