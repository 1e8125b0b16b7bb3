/**
 * The Module Federation runtime of a browser build from its packages' ES
 * module builds. The MF plugin imports its bundler runtime by the path of
 * its CommonJS build (`dist/index.cjs`), and aliases `@module-federation/runtime`
 * and `runtime-tools` to theirs, so everything they import came as CommonJS
 * too, which rspack keeps whole: the SDK's Node loader and manifest snapshot
 * code, unused in a browser, were in the host's `main.js` and in every
 * remote's `remoteEntry.js` (`experiments.optimization.target: 'web'` drops
 * them only from ES modules). The same version's ES build is the same code.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

/** A file of an MF package's CommonJS build: `…/@module-federation/<package>/dist/….cjs`. */
const MF_COMMONJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module beside a CommonJS file of an MF package (`.js`, or `.mjs` for error-codes); the file itself if there is none. */
function esmOf(file: string): string {
  if (!MF_COMMONJS.test(file)) return file;
  for (const extension of ['.js', '.mjs']) {
    const candidate = file.replace(/\.cjs$/, extension);
    if (existsSync(candidate)) return candidate;
  }
  return file;
}

/** The packages the MF plugin aliases to their CommonJS builds: the config's own alias of the same key wins. */
const ALIASED = ['@module-federation/runtime', '@module-federation/runtime-tools'];

function federationRuntimeAliases(): Record<string, string> {
  return Object.fromEntries(ALIASED.map((name) => [name, esmOf(require.resolve(name))]));
}

/** Swaps the request, before it is resolved: a module's type (CommonJS for `.cjs`) follows the file it was resolved to. */
function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(MF_COMMONJS, (data: { request?: string }) => {
    if (data.request) data.request = esmOf(data.request);
  });
}

export { esmOf, federationRuntimeAliases, federationRuntimeAsEsm };
