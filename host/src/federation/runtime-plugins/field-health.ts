/**
 * Runtime plugin: field health of the remotes (field-health/field-health.ts).
 * Every `loadRemote` of a remote is a load of the release its entry names;
 * one that fails is a failure of the phase it failed in, with a code:
 *
 * - `manifest` — `mf-manifest.json` unreachable, not a manifest, or refused
 *   by the compatibility check (code: its HTTP status `HTTP-500`, or MF's
 *   `RUNTIME-003`);
 * - `entry` — `remoteEntry.js` did not load or start (`RUNTIME-008`…);
 * - `chunk` — the exposed module's chunks did not load (`ChunkLoadError`).
 *
 * The lower hooks note where a load failed; `afterLoadRemote`, which MF
 * calls once per `loadRemote` whether it worked or not, records it.
 * Preloads record nothing (they are no loads), though a preload's failure
 * may name the phase of the load that shares it. Recording does nothing
 * without `telemetryUrl`. Like every runtime plugin it is evaluated before
 * the shared modules, so it imports none (field-health/load-sink.ts).
 *
 * When to use: always, in the host. Registered by the build (runtimePlugins
 * of rspack/federation.ts), so it is in place before any remote loads.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorCode, failureOf, httpCode, type LoadFailure } from '../field-health/load-failure.ts';
import { reportRemoteLoad, type LoadSink } from '../field-health/load-sink.ts';

export default function fieldHealthPlugin(record: LoadSink = reportRemoteLoad): ModuleFederationRuntimePlugin {
  /** Where each remote's last load failed, by name, until its `loadRemote` ends. */
  const failedAt = new Map<string, LoadFailure>();
  return {
    name: 'cabinet-field-health',
    async afterLoadManifest({ moduleInfo, response, error }) {
      if (error === undefined) return;
      failedAt.set(moduleInfo.name, { phase: 'manifest', code: response && !response.ok ? httpCode(response.status) : errorCode(error) });
    },
    async afterLoadEntry({ remoteInfo, error, recovered }) {
      if (error !== undefined && !recovered) failedAt.set(remoteInfo.name, { phase: 'entry', code: errorCode(error) });
    },
    async afterGetExpose({ moduleInfo, error }) {
      if (error !== undefined) failedAt.set(moduleInfo.name, { phase: 'chunk', code: errorCode(error) });
    },
    async afterLoadRemote({ remote, error }) {
      if (!remote) return;
      const failure = error === undefined ? null : (failedAt.get(remote.name) ?? failureOf(error));
      failedAt.delete(remote.name);
      record(remote.name, remote.entry, failure);
    },
  };
}
