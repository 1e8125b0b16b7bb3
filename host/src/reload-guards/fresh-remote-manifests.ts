/**
 * Runtime plugin: the MF runtime fetches a remote's `mf-manifest.json` with
 * `cache: 'no-cache'`, so that a remote redeployed while a tab was open is
 * loaded in its new build the next time the page loads it — even if a proxy
 * or a misconfigured server marked the manifest cacheable. (Our own servers
 * send `no-cache` for manifests, `remoteEntry.js` and `remotes.json` —
 * scripts/serve.ts; a script tag cannot ask for that itself, so
 * `remoteEntry.js` relies on those headers.) Within one page a loaded remote
 * stays as it is: a redeploy that removed its chunks is the chunk-reload
 * guard's business.
 */
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

function freshRemoteManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'cabinet-fresh-remote-manifests',
    // MF calls this hook for manifests only (SnapshotHandler.getManifestJson).
    fetch(url: string, init: RequestInit) {
      return fetch(url, { ...init, cache: 'no-cache' });
    },
  };
}

/** Adds the plugin to the host's federation instance (bootstrap, before any remote loads). */
function installFreshRemoteManifests(): void {
  registerPlugins([freshRemoteManifests()]);
}

export { freshRemoteManifests, installFreshRemoteManifests };
