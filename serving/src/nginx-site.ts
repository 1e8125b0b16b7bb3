/**
 * The site a deployment serves, as the nginx configuration needs it: the
 * host's build and documents, the folder store's remotes (none for a bucket,
 * which serves itself), and the policy its config and store call for.
 */
import path from 'node:path';
import { host, remotes } from './apps.ts';
import { documentPolicy, documentsHtml, remoteOrigins, servedConfig } from './deployment.ts';
import { readHostDocuments } from './host-documents.ts';
import type { NginxSite } from './nginx-config.ts';
import { readRegistryFile } from './registry-file.ts';
import { folderRegistryFile, type StoreLocation } from './store-location.ts';

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
  },
): Promise<NginxSite> {
  const hostRoot = options.hostRoot ?? path.join(host.dir, 'dist');
  const registryFile = folderRegistryFile(store);
  const documents = readHostDocuments(hostRoot);
  const config = await servedConfig(hostRoot, store, options.telemetryUrl);
  const registry = registryFile ? await readRegistryFile(registryFile) : null;
  const policy = documentPolicy(config, remoteOrigins(store, registry), await documentsHtml(hostRoot, documents));
  return {
    listen: options.listen,
    ...(options.serverNames && options.serverNames.length > 0 ? { serverNames: options.serverNames } : {}),
    ...(options.tls ? { tls: options.tls } : {}),
    host: { port: options.hostPort ?? host.port, root: hostRoot, documents, ...(options.configFile ? { configFile: options.configFile } : {}), registryFile, policy },
    remotes: store.kind === 'folder' ? remotes.map((remote) => ({ name: remote.name, port: remote.port, root: path.join(store.folder, remote.name) })) : [],
  };
}

export { nginxSite };
