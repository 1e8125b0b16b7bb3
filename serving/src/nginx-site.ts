/**
 * The site a deployment serves, as the nginx configuration needs it: the
 * host's build and documents, the folder store's remotes (none for a bucket,
 * which serves itself), and the policy its config and store call for — the
 * config's `remotes` (each team's folder in the store) as the remotes' origins.
 */
import path from 'node:path';
import { host, remotes } from './apps.ts';
import { documentPolicy, remoteOrigins, scriptHashesReader, servedConfig } from './deployment.ts';
import { readHostDocuments } from './host-documents.ts';
import type { NginxSite } from './nginx-config.ts';
import type { StoreLocation } from './store-location.ts';

/** `configFile` serves another config.json than the build's (`npm run start:nginx`: one on its ports). */
async function nginxSite(
  store: StoreLocation,
  options: {
    listen: NginxSite['listen'];
    hostRoot?: string;
    configFile?: string;
    telemetryUrl?: string | null;
    /** The host's port instead of apps.json's (443 behind TLS, 80). */
    hostPort?: number;
    serverNames?: readonly string[];
    tls?: NginxSite['tls'];
    /** The renderer's address: the page loads go there first (npm run start:renderer). */
    renderer?: string;
  },
): Promise<NginxSite> {
  const hostRoot = options.hostRoot ?? path.join(host.dir, 'dist');
  const documents = readHostDocuments(hostRoot);
  const config = await servedConfig(hostRoot, store, options.telemetryUrl);
  // With a store the config lists `remotes` (servedConfig): the policy needs no registry.
  const policy = documentPolicy(config, remoteOrigins(config, null), await scriptHashesReader(hostRoot)(documents));
  return {
    listen: options.listen,
    ...(options.serverNames && options.serverNames.length > 0 ? { serverNames: options.serverNames } : {}),
    ...(options.tls ? { tls: options.tls } : {}),
    ...(options.renderer ? { renderer: options.renderer } : {}),
    host: { port: options.hostPort ?? host.port, root: hostRoot, documents, ...(options.configFile ? { configFile: options.configFile } : {}), policy },
    remotes: store.kind === 'folder' ? remotes.map((remote) => ({ name: remote.name, port: remote.port, root: path.join(store.folder, remote.name) })) : [],
  };
}

export { nginxSite };
