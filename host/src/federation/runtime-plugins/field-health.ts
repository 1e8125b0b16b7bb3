/**
 * Runtime plugin: field health of the remotes (field-health/). Every
 * `loadRemote` of a remote is a load of the release its entry names; one
 * that fails is a failure of the phase it failed in, with a code:
 *
 * - `manifest` — `mf-manifest.json` unreachable, not a manifest, or refused
 *   by the compatibility check (code: its HTTP status `HTTP-500`,
 *   `RemoteIncompatibleError`, or MF's `RUNTIME-003`);
 * - `entry` — `remoteEntry.js` did not load or start (`RUNTIME-008`…);
 * - `chunk` — the exposed module's chunks did not load (`ChunkLoadError`).
 *
 * The lower hooks tell where a load failed; `afterLoadRemote`, which MF
 * calls once per `loadRemote` whether it worked or not, tells the load.
 * Preloads tell no load, though a preload's failure may name the phase of
 * the load that shares it. A load the browser cut because the page was
 * left is told like any other: the reporting code records no failure of it
 * (field-health/leaving.ts). Without `telemetryUrl` all of it is dropped at
 * once. Like every runtime plugin it is evaluated before the shared
 * modules, so it imports none: the reporting code loads later.
 *
 * When to use: always, in the host. Registered by the build (runtimePlugins
 * of rspack/federation.ts), so it is in place before any remote loads.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { FieldHealthSink } from '../field-health/field-health-event.ts';
import { tellFieldHealth } from '../field-health/field-health.ts';

export default function fieldHealthPlugin(tell: FieldHealthSink = tellFieldHealth): ModuleFederationRuntimePlugin {
  return {
    name: 'cabinet-field-health',
    async afterLoadManifest({ moduleInfo, response, error }) {
      if (error !== undefined) tell({ type: 'failed-at', remote: moduleInfo.name, phase: 'manifest', error, status: response?.status });
    },
    async afterLoadEntry({ remoteInfo, error, recovered }) {
      if (error !== undefined && !recovered) tell({ type: 'failed-at', remote: remoteInfo.name, phase: 'entry', error });
    },
    async afterGetExpose({ moduleInfo, error }) {
      if (error !== undefined) tell({ type: 'failed-at', remote: moduleInfo.name, phase: 'chunk', error });
    },
    async afterLoadRemote({ remote, error }) {
      if (remote) tell({ type: 'load', remote: remote.name, entry: remote.entry, failed: error !== undefined, error });
    },
  };
}
