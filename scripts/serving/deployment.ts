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
import type { RemoteRegistry } from '@cabinet/runtime';
import { prerenderedGuestPages } from '../../host/src/app/guest-paths.ts';
import { remotes, withPortOffset } from '../apps.ts';
import { remotePublicUrl, storePublicUrl } from '../delivery/store.ts';
import { contentSecurityPolicy, inlineScriptHashes, originOf } from '../security-headers.ts';

const DEFAULT_API = 'http://localhost:8000';
const DOCUMENTS: readonly string[] = ['index.html', 'app.html', 'guest.html', ...prerenderedGuestPages.map((page) => page.file)];

interface ServedConfig {
  apiBaseUrl?: string;
  registryUrl?: string;
  telemetryUrl?: string;
  [key: string]: unknown;
}

/**
 * The host's config.json as served: the build's, on this run's ports,
 * pointing at a bucket store's registry, and — when the run has one (the
 * reference server's collector, for `npm start`) — at a `telemetryUrl`,
 * unless the config names its own.
 */
async function servedConfig(hostDist: string, store: string | null, telemetryUrl: string | null = null): Promise<ServedConfig> {
  const config = JSON.parse(withPortOffset(await readFile(path.join(hostDist, 'config.json'), 'utf8'))) as ServedConfig;
  const bucket = store ? storePublicUrl(store) : null;
  return {
    ...config,
    ...(bucket ? { registryUrl: `${bucket}/remotes.json` } : {}),
    ...(telemetryUrl && !config.telemetryUrl ? { telemetryUrl } : {}),
  };
}

/** Where remotes may load from: each remote's place in the store, and wherever the registry points now. */
function remoteOrigins(store: string | null, registry: RemoteRegistry | null): string[] {
  const places = remotes.map((app) => (store ? remotePublicUrl(store, app) : `http://localhost:${app.port}`));
  const entries = registry?.remotes.map((remote) => remote.entry) ?? [];
  return [...new Set([...places, ...entries].map(originOf).filter((origin): origin is string => origin !== null))];
}

/** The inline scripts of the host's documents, read once: their hashes go into the policy. */
async function documentsHtml(hostDist: string): Promise<string> {
  return (await Promise.all(DOCUMENTS.map((file) => readFile(path.join(hostDist, file), 'utf8')))).join('\n');
}

function documentPolicy(config: ServedConfig, origins: readonly string[], html: string): string {
  const registryOrigin = config.registryUrl ? originOf(config.registryUrl) : null;
  // The beacons' origin: a collector of its own may live elsewhere than the API.
  const telemetryOrigin = config.telemetryUrl ? originOf(config.telemetryUrl) : null;
  return contentSecurityPolicy({
    remoteOrigins: origins,
    apiOrigin: originOf(config.apiBaseUrl ?? DEFAULT_API) ?? DEFAULT_API,
    ...(registryOrigin ? { registryOrigin } : {}),
    ...(telemetryOrigin ? { telemetryOrigin } : {}),
    scriptHashes: inlineScriptHashes(html),
  });
}

export { DOCUMENTS, documentPolicy, documentsHtml, remoteOrigins, servedConfig };
export type { ServedConfig };
