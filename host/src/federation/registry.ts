/**
 * The remote registry: remote name → its `mf-manifest.json` (and a
 * canary's), nav title and badge; never cached. Since runtime 1.6.0 a
 * deployment's config.json lists its `remotes` and where each team keeps its
 * releases, and the registry is composed here from the teams' own
 * `releases.json` (or taken from app.html, where the server composed it the
 * same way); otherwise it is read whole at `registryUrl` (`/remotes.json`
 * beside the host: dev servers, a registry of the host's own). The host reads
 * it at start-up; registry-sync.ts registers the remotes with the MF runtime,
 * each in the release this tab runs (release-choice.ts), and reads it again
 * while the tab is open, so a released or rolled-back remote needs no host
 * build and no restart.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistrySchema, RuntimeConfigSchema, type ConfiguredRemote, type RemoteEntry, type RuntimeConfig } from '@cabinet/runtime';
import * as v from 'valibot';
import { takeEarlyComposed, takeEarlyRegistry } from '../boot/early-start.ts';

// The runtime config's own default (`/remotes.json` beside the host): the start-up passes the config's.
const REGISTRY_URL: string = v.getDefault(RuntimeConfigSchema.entries.registryUrl);

/** What the MF runtime has registered now, by name: the release this tab runs. */
const registered = new Map<string, RemoteEntry>();
/** Where this tab reads the registry (set at start-up from the config): one file, or the teams' records. */
let registryUrl = REGISTRY_URL;
let configured: readonly ConfiguredRemote[] | null = null;

/** The registry composed from the teams' records: the server's, put inline, else composed here. */
async function composedRegistry(remotes: readonly ConfiguredRemote[]): Promise<RemoteEntry[]> {
  const inline = await takeEarlyComposed();
  if (inline?.ok) return v.parse(RemoteRegistrySchema, await inline.json()).remotes;
  // Loaded when first needed: where the server composed the registry (inline), not before the
  // page's first paint — a later read (registry-sync.ts) or a server that cannot compose (nginx).
  const { composeFromRecords } = await import('./compose-from-records.ts');
  return composeFromRecords(remotes);
}

async function fetchRegistry(url = registryUrl): Promise<RemoteEntry[]> {
  if (configured) return composedRegistry(configured);
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

/** Start-up: the registry where the config says; later reads go to the same place. */
async function loadRegistry(config: Partial<Pick<RuntimeConfig, 'registryUrl' | 'remotes'>> = {}): Promise<RemoteEntry[]> {
  registryUrl = config.registryUrl ?? REGISTRY_URL;
  configured = config.remotes ?? null;
  return fetchRegistry();
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
  configured = null;
}

export { fetchRegistry, loadRegistry, register, registeredEntry, reregisterRemote, resetRegistry };
