/**
 * What the host's documents say in one deployment, whichever server serves
 * them (the Node one, nginx): the runtime config it hands the browser and
 * the Content-Security-Policy that config and the release store call for.
 * Both derive from the built config.json, apps.json and where the release
 * store is — a folder `npm start` serves (each remote on its port), or a
 * bucket behind its own address (every remote under it). With a store the
 * config lists the `remotes` and where each team's folder is (runtime
 * 1.6.0): the registry is composed from the teams' own `releases.json`, and
 * no file in the store is written by more than one team.
 */
import path from 'node:path';
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfigInput } from '@cabinet/runtime/config';
import type { RemoteRegistry } from '@cabinet/runtime/registry';
import { remotes, withPortOffset } from './apps.ts';
import { changedFileReader } from './changed-file.ts';
import { configuredRemotes } from './configured-remotes.ts';
import type { HostDocuments } from './host-documents.ts';
import { contentSecurityPolicy, inlineScriptHashes, originOf } from './security-headers.ts';
import type { StoreLocation } from './store-location.ts';

/** The build's config.json, on this run's ports, checked; read again when the file changes (a redeploy). */
const readBuiltConfig = changedFileReader((text) => {
  const config = JSON.parse(withPortOffset(text)) as RuntimeConfigInput;
  v.parse(RuntimeConfigSchema, config);
  return config;
});

/**
 * The host's config.json as served: the build's, on this run's ports, and
 * with a store its `remotes` (apps.json's, each in its team's folder of the
 * store) — unless the config lists its own, as a deployer's may; and — when
 * the run has one (the reference server's collector, for `npm start`) — a
 * `telemetryUrl`, unless the config names its own. Checked with the
 * runtime's own schema; served as written (the browser fills in the defaults).
 *
 * A server asks for it at every document: the reader answers the same object
 * while config.json is unchanged, so that what is derived from it (the
 * policy, the config's text) is derived once.
 */
function servedConfigReader(hostRoot: string, store: StoreLocation | null, telemetryUrl: string | null = null): () => Promise<RuntimeConfigInput> {
  const file = path.join(hostRoot, 'config.json');
  let last: { built: RuntimeConfigInput; served: RuntimeConfigInput } | null = null;
  return async () => {
    const config = await readBuiltConfig(file);
    if (last?.built !== config) {
      const served = {
        ...config,
        ...(store && !config.remotes ? { remotes: configuredRemotes(store) } : {}),
        ...(telemetryUrl && !config.telemetryUrl ? { telemetryUrl } : {}),
      };
      last = { built: config, served };
    }
    return last.served;
  };
}

/** The config as served, read once (servedConfigReader). */
function servedConfig(hostRoot: string, store: StoreLocation | null, telemetryUrl: string | null = null): Promise<RuntimeConfigInput> {
  return servedConfigReader(hostRoot, store, telemetryUrl)();
}

/**
 * Where remotes may load from (their manifests, entries, chunks and styles)
 * and the browser may read their teams' `releases.json`. A config that lists
 * `remotes`: each one's folder in the store, and nothing else — a composed
 * registry's entries are always inside them (registry-compose.ts). Otherwise
 * (a registry beside the host: dev, bench:scale): each remote of apps.json on
 * its port, and wherever that registry points now.
 */
function remoteOrigins(config: RuntimeConfigInput, registry: RemoteRegistry | null): string[] {
  const places = config.remotes
    ? config.remotes.map((remote) => remote.store)
    : [...remotes.map((app) => `http://localhost:${app.port}`), ...(registry?.remotes.map((remote) => remote.entry) ?? [])];
  return [...new Set(places.map(originOf).filter((origin): origin is string => origin !== null))];
}

/** One document's inline-script hashes, hashed again only when the file changed. */
const readScriptHashes = changedFileReader(inlineScriptHashes);
const NO_HASHES: string[] = [];

/**
 * The hashes of the inline scripts of the host's documents as deployed now, for their policy. A document's
 * start-up script names the build's files, so a host redeploy changes it: read once at start, the policy
 * refused the new script, and a painted page never asked for its code. The reader answers the same array
 * while no document changed, so that what is derived from it is derived once; `since` as changed-file.ts's.
 */
function scriptHashesReader(hostRoot: string): (documents: HostDocuments, since?: number) => Promise<readonly string[]> {
  let last: { parts: readonly string[][]; hashes: readonly string[] } | null = null;
  return async (documents, since) => {
    // A document missing (a deploy half copied) has no scripts to allow: its own path answers for it.
    const parts = await Promise.all(documents.files.map((file) => readScriptHashes(path.join(hostRoot, file), since).catch(() => NO_HASHES)));
    if (!last || parts.length !== last.parts.length || parts.some((part, index) => part !== last?.parts[index])) last = { parts, hashes: [...new Set(parts.flat())] };
    return last.hashes;
  };
}

function documentPolicy(config: RuntimeConfigInput, origins: readonly string[], scriptHashes: readonly string[]): string {
  const { apiBaseUrl } = v.parse(RuntimeConfigSchema, config);
  // A config that lists `remotes` has its registry composed: `registryUrl` is never read.
  const registryOrigin = !config.remotes && config.registryUrl ? originOf(config.registryUrl) : null;
  // The beacons' origin: a collector of its own may live elsewhere than the API.
  const telemetryOrigin = config.telemetryUrl ? originOf(config.telemetryUrl) : null;
  return contentSecurityPolicy({
    remoteOrigins: origins,
    apiOrigin: originOf(apiBaseUrl) ?? apiBaseUrl,
    ...(registryOrigin ? { registryOrigin } : {}),
    ...(telemetryOrigin ? { telemetryOrigin } : {}),
    scriptHashes,
  });
}

export { documentPolicy, remoteOrigins, scriptHashesReader, servedConfig, servedConfigReader };
