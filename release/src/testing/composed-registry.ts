/**
 * For the release tool's tests: the registry as a host composes it (runtime
 * 1.6.0) — config.json's `remotes` as the tool prints them (config-remotes.ts),
 * each with its team's `<name>/releases.json` as the store holds it — and the
 * items of `remotes` a run of the CLI printed.
 */
import { RELEASES_FILE, composeRegistry, type RemoteRegistry } from '@cabinet/runtime/registry';
import type { ConfiguredRemote } from '@cabinet/runtime/config';
import type { StoreLocation } from '@cabinet/serving/store-location';
import { configuredRemotes } from '../config-remotes.ts';
import { getJson, type ObjectStore } from '@cabinet/serving/store/object-store';

/** Each remote's record, read through `store` (null where it has none), in the order of `remotes`. */
async function storedRecords(store: ObjectStore, remotes: readonly ConfiguredRemote[]): Promise<unknown[]> {
  return Promise.all(remotes.map((remote) => getJson<unknown>(store, `${remote.name}/${RELEASES_FILE}`)));
}

/** `composeRegistry(configuredRemotes(location), records)` over the records `store` holds. */
async function composedRegistry(store: ObjectStore, location: StoreLocation): Promise<RemoteRegistry> {
  const remotes = configuredRemotes(location);
  return composeRegistry(remotes, await storedRecords(store, remotes));
}

/** The item of config.json's `remotes` that `npm run release -w remotes/<name>` printed; null when it printed none. */
function printedItem(output: string, name: string): ConfiguredRemote | null {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`Раздел ${name} в "remotes"`));
  const end = lines.findIndex((line, index) => index > start && line === '}');
  if (start < 0 || end < 0) return null;
  return JSON.parse(lines.slice(start + 1, end + 1).join('\n')) as ConfiguredRemote;
}

export { composedRegistry, printedItem, storedRecords };
