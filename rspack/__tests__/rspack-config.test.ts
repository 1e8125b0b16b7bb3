/**
 * Development builds must start: with shared tree shaking, rspack marked MF's
 * own CommonJS runtime helpers unused in dev and the host died at start-up
 * (`__exportAll is not a function`). A remote's standalone dev page must load
 * its own entry from absolute URLs (deep links) and not remoteEntry.js.
 * Every runtime plugin of the host is registered one way: by the build.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import hostConfig from '../../host/rspack.config.ts';
import eventsConfig from '../../remotes/events/rspack.config.ts';

type Shared = Record<string, { treeShaking?: unknown; singleton?: boolean; requiredVersion?: string }>;

/** The browser build's of an app (a production remote's first config; its second is the server's). */
function pluginOptions(configs: Configuration | Configuration[], name: string): Record<string, unknown> {
  const config = Array.isArray(configs) ? configs[0] : configs;
  const plugin = (config?.plugins ?? []).find((p) => p && p.constructor.name === name) as
    | { _options?: Record<string, unknown>; _args?: [Record<string, unknown>] }
    | undefined;
  if (!plugin) throw new Error(`${name} is missing`);
  return plugin._options ?? plugin._args?.[0] ?? {};
}

describe('rspack configs', () => {
  it('share whole packages in development and tree-shaken ones in production', () => {
    const dev = pluginOptions(hostConfig({}, { mode: 'development' }), 'ModuleFederationPlugin').shared as Shared;
    const prod = pluginOptions(hostConfig({}, { mode: 'production' }), 'ModuleFederationPlugin').shared as Shared;
    expect(Object.values(dev).some((shared) => shared.treeShaking)).toBe(false);
    expect(prod['react-router-dom']?.treeShaking).toBeTruthy();
  });

  it('give every singleton an explicit required version', () => {
    const shared = pluginOptions(eventsConfig({}, { mode: 'production' }), 'ModuleFederationPlugin').shared as Shared;
    for (const [name, options] of Object.entries(shared)) {
      expect(options.singleton, name).toBe(true);
      expect(options.requiredVersion, name).toMatch(/^\^?\d+\.\d+\.\d+$/);
    }
  });

  it('register every runtime plugin of the host the same way: by the build, before any remote loads', async () => {
    const dir = path.join(import.meta.dirname, '../../host/src/federation/runtime-plugins');
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts')).sort();
    const registered = pluginOptions(hostConfig({}, { mode: 'production' }), 'ModuleFederationPlugin').runtimePlugins as string[];
    expect(registered.map((file) => path.relative(dir, file)).sort()).toEqual(files);
    for (const file of registered) {
      const plugin = (await import(file)) as { default?: unknown };
      expect(typeof plugin.default, file).toBe('function');
    }
  });

  it('build a production remote for the server too: Node’s CommonJS in dist/server, the singletons shared whole', () => {
    const configs = eventsConfig({}, { mode: 'production' });
    expect(Array.isArray(configs) && configs.length).toBe(2);
    const server = (configs as Configuration[])[1] as Configuration;
    expect(server.target).toBe('async-node');
    expect(server.output?.path).toBe(path.join(import.meta.dirname, '../../remotes/events/dist/server'));
    const options = pluginOptions(server, 'ModuleFederationPlugin');
    expect(options.library).toEqual({ type: 'commonjs-module' });
    expect(options.exposes).toEqual({ './module': './src/module.tsx' });
    expect(Object.values(options.shared as Shared).some((shared) => shared.treeShaking)).toBe(false);
    // Not in development, nor in a remote's standalone page.
    expect(Array.isArray(eventsConfig({}, { mode: 'development' }))).toBe(false);
    expect(Array.isArray(eventsConfig({ standalone: true }, { mode: 'production' }))).toBe(false);
  });

  it('build the standalone page of a remote from absolute URLs, without remoteEntry.js', () => {
    const html = pluginOptions(eventsConfig({}, { mode: 'development' }), 'HtmlRspackPlugin');
    expect(html.publicPath).toBe('/');
    expect(html.chunks).toEqual(['main']);
  });
});
