/**
 * Runtime plugin: every `mf-manifest.json` the MF runtime fetches (to load
 * or to preload a remote) goes through here.
 *
 * - It is fetched with `cache: 'no-cache'`, so that a remote released while
 *   a tab was open is loaded in its new release — even if a proxy or a
 *   misconfigured server marked the manifest cacheable.
 * - Before any of the remote's code runs, the manifest is compared with what
 *   this host provides (@cabinet/runtime/compatibility): a remote built against a
 *   singleton version, a remote contract or exposes the host does not have
 *   is refused — its section shows the fallback with the reason, the console
 *   names the misfits, and no second copy of a singleton is ever loaded.
 *
 * When to use: always, in the host. Registered by the build (runtimePlugins
 * of rspack/federation.ts), so it is in place before any remote loads.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { findMisfits, requirementsOf, type HostProvisions } from '@cabinet/runtime/compatibility';
import { takeEarlyManifest } from '../../boot/early-start.ts';
import { hostProvides } from '../host-provides.ts';
import { acceptRemote, refuseRemote } from '../incompatible-remotes.ts';

async function checkedManifest(response: Response, host: HostProvisions): Promise<Response> {
  if (!response.ok) return response;
  let requirements;
  try {
    requirements = requirementsOf(await response.clone().json());
  } catch (error) {
    // Not a manifest MF can use either: its own error handling says so.
    console.debug('Remote manifest could not be read for the compatibility check', error);
    return response;
  }
  const misfits = findMisfits(requirements, host);
  if (misfits.length === 0) {
    acceptRemote(requirements.name);
    return response;
  }
  console.error(`Remote ${requirements.name}${requirements.version ? ` ${requirements.version}` : ''} refused: ${misfits.join('; ')}`);
  throw refuseRemote(requirements.name, misfits);
}

export default function manifestCheckPlugin(host: HostProvisions = hostProvides()): ModuleFederationRuntimePlugin {
  return {
    name: 'cabinet-manifest-check',
    // MF calls this hook for manifests only (SnapshotHandler.getManifestJson).
    async fetch(url: string, init: RequestInit) {
      // The section's manifest at start-up was asked by the app document's head script (boot/early-start.ts).
      const response = (await takeEarlyManifest(url)) ?? (await fetch(url, { ...init, cache: 'no-cache' }));
      return checkedManifest(response, host);
    },
  };
}
