/**
 * A browser build takes the MF runtime from its ES module build: every
 * CommonJS file the MF plugin starts from has one beside it (an upgrade that
 * dropped them would bring the CommonJS runtime back, 11 KB gzip on a section
 * page), and the browser configs swap them in, the server's do not.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import hostConfig from '../../host/rspack.config.ts';
import eventsConfig from '../../remotes/events/rspack.config.ts';
import { esmOf } from '../federation-runtime-esm.ts';

const require = createRequire(import.meta.url);

/** What the MF plugin resolves as CommonJS (rspack's ModuleFederationPlugin), and what those import. */
const PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

const configs = (value: Configuration | Configuration[]): Configuration[] => (Array.isArray(value) ? value : [value]);
const hasSwap = (config: Configuration) => (config.plugins ?? []).some((plugin) => plugin?.constructor.name === 'NormalModuleReplacementPlugin');

describe('the MF runtime of a browser build', () => {
  it('has an ES module beside each CommonJS entry of its packages', () => {
    for (const name of PACKAGES) {
      const commonjs = require.resolve(name);
      expect(commonjs, name).toMatch(/\.cjs$/);
      const esm = esmOf(commonjs);
      expect(esm, name).toMatch(/\.m?js$/);
      expect(existsSync(esm), esm).toBe(true);
    }
  });

  it('leaves any other file as it is', () => {
    expect(esmOf(require.resolve('react'))).toBe(require.resolve('react'));
  });

  it('is swapped in by the host’s and a remote’s browser builds, not by a remote’s server build', () => {
    const [host] = configs(hostConfig({}, { mode: 'production' }));
    const [browser, server] = configs(eventsConfig({}, { mode: 'production' }));
    for (const config of [host, browser]) {
      expect(config && hasSwap(config)).toBe(true);
      const alias = (config?.resolve?.alias ?? {}) as Record<string, string>;
      expect(alias['@module-federation/runtime']).toBe(esmOf(require.resolve('@module-federation/runtime')));
      expect(alias['@module-federation/runtime-tools']).toMatch(/\.js$/);
    }
    expect(server && hasSwap(server)).toBe(false);
  });
});
