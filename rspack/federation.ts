/**
 * Module Federation of every app, in one place. The host mounts the remotes
 * of its registry; a remote exposes `./module` in `remoteEntry.js`. Both
 * share the singletons of federation-shared.ts, the first copy loaded wins,
 * and the host hands its MF runtime to the remotes.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from '../federation-shared.ts';
import { remoteContractOf } from './provisions.ts';
import type { PackageJson } from './common.ts';

/** The host's runtime plugins, one per file in host/src/federation/runtime-plugins/, each a default-exported factory. */
const hostRuntimePlugins = ['fallback.ts', 'manifest-check.ts', 'field-health.ts'];

interface FederationOptions {
  kind: 'host' | 'remote';
  name: string;
  /** The app's directory and package.json. */
  dir: string;
  pkg: PackageJson;
  exposes: Record<string, string>;
  production: boolean;
  /** A remote's standalone page: no host provides the MF runtime there. */
  standalone: boolean;
}

function federation({ kind, name, dir, pkg, exposes, production, standalone }: FederationOptions) {
  const host = kind === 'host';
  // The host provides the MF runtime; a production remote uses it instead of a copy in its entry.
  const runtime = host ? { provideExternalRuntime: true } : production && !standalone ? { externalRuntime: true } : {};
  return new ModuleFederationPlugin({
    name,
    ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
    shared: sharedConfig(pkg, production),
    shareStrategy: 'loaded-first',
    // A remote's manifest also records the remote contract it was built
    // against and its version, for the compatibility check.
    manifest: host
      ? true
      : {
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData, { cabinet: { contract: remoteContractOf(dir), version: pkg.version } });
            return stats;
          },
        },
    dts: false,
    runtimePlugins: host ? hostRuntimePlugins.map((file) => path.join(dir, 'src/federation/runtime-plugins', file)) : [],
    experiments: { ...runtime, optimization: { target: 'web' } },
  });
}

export { federation, hostRuntimePlugins };
