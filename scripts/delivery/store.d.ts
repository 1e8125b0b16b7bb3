import type { RemoteEntry, RemoteRegistry } from '@cabinet/runtime';
interface ReleaseRecord {
    id: string;
    /** The remote's package version. */
    version: string;
    created_at: string;
}
declare const REGISTRY_FILE = "remotes.json";
/** `--store`, else `CABINET_RELEASE_STORE`, else the git-ignored `.releases/` of the repository. */
declare function storeDir(option?: string): string;
/** Writes beside the target, then renames over it: readers see the old file or the new one. */
declare function writeJsonAtomic(file: string, data: unknown): Promise<void>;
declare function withLock<T>(store: string, work: () => Promise<T>): Promise<T>;
declare function readRegistry(store: string): Promise<RemoteRegistry>;
/** Puts `entry` into the registry in place of that remote's, in `order` (apps.json's). */
declare function setRegistryEntry(store: string, entry: RemoteEntry, order: readonly string[]): Promise<void>;
declare function readReleases(store: string, name: string): Promise<ReleaseRecord[]>;
declare function writeReleases(store: string, name: string, releases: readonly ReleaseRecord[]): Promise<void>;
export { REGISTRY_FILE, readRegistry, readReleases, setRegistryEntry, storeDir, withLock, writeJsonAtomic, writeReleases };
export type { ReleaseRecord };
