/**
 * Runtime plugin: turns any failure to load a remote (manifest unreachable,
 * remoteEntry 404/500, exposed chunk missing) into a marked value instead of
 * MF's generic error, so the host can show the remote's fallback area and
 * keep the rest of the app alive.
 *
 * When to use: always, in the host. Registered by the build (runtimePlugins
 * of rspack/federation.ts), so it is in place before any remote loads.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from '../unavailable.ts';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cabinet-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles rethrow; MF calls the hook again at `onLoad`,
      // whose return value becomes the loaded module.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${id} failed to load`, error);
      return unavailableRemote(id, error);
    },
  };
}
