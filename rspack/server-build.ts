/**
 * A remote's server build: the same exposes, for the renderer's host render
 * (host/src/server/render-app.tsx) to render the section's page in Node.
 * Released with the browser build, in the same release's `server/` folder
 * (the renderer requires it from the store's copy on its disk). Node loads
 * the container with `require`; its chunks load from beside it
 * (`async-node`). It shares the singletons with the host's render as the
 * browser build does, with whole packages: no byte counts on a server.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { sharedConfig } from '../federation-shared.ts';
import { defineConstants, moduleRules, resolve, type PackageJson } from './common.ts';

/** The folder of a release that holds its server build (its container: the runtime's `SERVER_ENTRY_FILE`). */
const SERVER_BUILD_DIR = 'server';

interface ServerBuildOptions {
  name: string;
  dir: string;
  pkg: PackageJson;
  exposes: Record<string, string>;
}

function serverBuild({ name, dir, pkg, exposes }: ServerBuildOptions): Configuration {
  const [scripts] = moduleRules(true) ?? [];
  return {
    name: `${name}-server`,
    // It cleans dist/server, inside the browser build's dist, which that build's
    // clean walks: run at the same time, one deleted what the other was reading
    // (ENOENT in a fresh clone's build). So it starts once the browser build is done.
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: {},
    output: {
      path: path.join(dir, 'dist', SERVER_BUILD_DIR),
      filename: '[name].cjs',
      chunkFilename: 'chunks/[name].[contenthash:8].cjs',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve,
    // Styles are the browser build's: on the server an import of CSS is an unused string.
    module: { rules: [scripts, { test: /\.css$/, type: 'asset/source' }] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.cjs',
        exposes,
        library: { type: 'commonjs-module' },
        shared: sharedConfig(pkg, false),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      defineConstants(true),
    ],
    optimization: { minimize: false },
    performance: false,
    stats: 'errors-warnings',
  };
}

export { serverBuild };
