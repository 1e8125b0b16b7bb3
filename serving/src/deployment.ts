/**
 * What the host's documents say in one deployment, whichever server serves
 * them (the Node one, nginx): the runtime config it hands the browser and
 * the Content-Security-Policy that config and the release store call for.
 * Both derive from the built config.json, apps.json and where the release
 * store is — a folder `npm start` serves (each remote on its port, the
 * registry beside the host), or a bucket behind its own address (the
 * registry and every remote under it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfigInput } from '@cabinet/runtime/config';
import type { RemoteRegistry } from '@cabinet/runtime/registry';
import { remotes, withPortOffset } from './apps.ts';
import type { HostDocuments } from './host-documents.ts';
import { contentSecurityPolicy, inlineScriptHashes, originOf } from './security-headers.ts';
import { bucketRegistryUrl, remoteStoreUrl, type StoreLocation } from './store-location.ts';

/**
 * The host's config.json as served: the build's, on this run's ports,
 * pointing at a bucket store's registry, and — when the run has one (the
 * reference server's collector, for `npm start`) — at a `telemetryUrl`,
 * unless the config names its own. Checked with the runtime's own schema;
 * served as written (the browser fills in the defaults).
 */
async function servedConfig(hostRoot: string, store: StoreLocation | null, telemetryUrl: string | null = null): Promise<RuntimeConfigInput> {
  const text = withPortOffset(await readFile(path.join(hostRoot, 'config.json'), 'utf8'));
  const config = JSON.parse(text) as RuntimeConfigInput;
  v.parse(RuntimeConfigSchema, config);
  const registryUrl = store ? bucketRegistryUrl(store) : null;
  return {
    ...config,
    ...(registryUrl ? { registryUrl } : {}),
    ...(telemetryUrl && !config.telemetryUrl ? { telemetryUrl } : {}),
  };
}

/** Where remotes may load from: each remote's place in the store, and wherever the registry points now. */
function remoteOrigins(store: StoreLocation | null, registry: RemoteRegistry | null): string[] {
  const places = remotes.map((app) => (store ? remoteStoreUrl(store, app) : `http://localhost:${app.port}`));
  const entries = registry?.remotes.map((remote) => remote.entry) ?? [];
  return [...new Set([...places, ...entries].map(originOf).filter((origin): origin is string => origin !== null))];
}

/** The inline scripts of the host's documents, read once: their hashes go into the policy. */
async function documentsHtml(hostRoot: string, documents: HostDocuments): Promise<string> {
  return (await Promise.all(documents.files.map((file) => readFile(path.join(hostRoot, file), 'utf8')))).join('\n');
}

function documentPolicy(config: RuntimeConfigInput, origins: readonly string[], html: string): string {
  const { apiBaseUrl } = v.parse(RuntimeConfigSchema, config);
  const registryOrigin = config.registryUrl ? originOf(config.registryUrl) : null;
  // The beacons' origin: a collector of its own may live elsewhere than the API.
  const telemetryOrigin = config.telemetryUrl ? originOf(config.telemetryUrl) : null;
  return contentSecurityPolicy({
    remoteOrigins: origins,
    apiOrigin: originOf(apiBaseUrl) ?? apiBaseUrl,
    ...(registryOrigin ? { registryOrigin } : {}),
    ...(telemetryOrigin ? { telemetryOrigin } : {}),
    scriptHashes: inlineScriptHashes(html),
  });
}

export { documentPolicy, documentsHtml, remoteOrigins, servedConfig };
