/**
 * The remote registry (`registryUrl` of config.json: `/remotes.json` beside
 * the host by default, or the release store's own address; never cached):
 * remote name → its `mf-manifest.json` (and a canary's), nav title and
 * badge. The host reads it at start-up; registry-sync.ts registers the
 * remotes with the MF runtime, each in the release this tab runs
 * (release-choice.ts), and reads it again, at the same address, while the
 * tab is open, so a released or rolled-back remote needs no host build and
 * no restart.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistrySchema, RuntimeConfigSchema, type RemoteEntry } from '@cabinet/runtime';
import * as v from 'valibot';
import { takeEarlyRegistry } from '../boot/early-start.ts';

// The runtime config's own default (`/remotes.json` beside the host): the start-up passes the config's.
const REGISTRY_URL: string = v.getDefault(RuntimeConfigSchema.entries.registryUrl);

/** What the MF runtime has registered now, by name: the release this tab runs. */
const registered = new Map<string, RemoteEntry>();
/** Where this tab reads the registry (set at start-up from the config). */
let registryUrl = REGISTRY_URL;

async function fetchRegistry(url = registryUrl): Promise<RemoteEntry[]> {
  // The first read may have been asked by the app document's head script (boot/early-start.ts).
  const response = (await takeEarlyRegistry(url)) ?? (await fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`Remote registry ${url} answered ${response.status}`);
  return v.parse(RemoteRegistrySchema, await response.json()).remotes;
}

/** Registers (or re-registers, forgetting what MF cached) these remotes. */
function register(entries: readonly RemoteEntry[], force: boolean): void {
  if (entries.length === 0) return;
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force },
  );
  for (const entry of entries) registered.set(entry.name, entry);
}

/** Start-up: the registry at `url`; later reads go to the same address. */
async function loadRegistry(url = REGISTRY_URL): Promise<RemoteEntry[]> {
  registryUrl = url;
  return fetchRegistry(url);
}

/** The entry a remote is registered with now (it may differ from the one the page started with). */
function registeredEntry(name: string): RemoteEntry | undefined {
  return registered.get(name);
}

/**
 * Forgets what MF cached about a remote, so that a retry fetches its
 * manifest again — at the entry registered now, else the one given.
 */
function reregisterRemote(entry: RemoteEntry): void {
  register([registered.get(entry.name) ?? entry], true);
}

/** For tests: nothing registered, the registry at its default address. */
function resetRegistry(): void {
  registered.clear();
  registryUrl = REGISTRY_URL;
}

export { fetchRegistry, loadRegistry, register, registeredEntry, reregisterRemote, resetRegistry };
