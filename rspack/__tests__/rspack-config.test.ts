/**
 * Development builds must start: with shared tree shaking, rspack marked MF's
 * own CommonJS runtime helpers unused in dev and the host died at start-up
 * (`__exportAll is not a function`). A remote's standalone dev page must load
 * its own entry from absolute URLs (deep links) and not remoteEntry.js.
 * Every runtime plugin of the host is registered one way: by the build.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hostConfig from '../../host/rspack.config.ts';
import eventsConfig from '../../remotes/events/rspack.config.ts';

type Shared = Record<string, { treeShaking?: unknown; singleton?: boolean; requiredVersion?: string }>;

function pluginOptions(config: ReturnType<typeof hostConfig>, name: string): Record<string, unknown> {
  const plugin = (config.plugins ?? []).find((p) => p && p.constructor.name === name) as
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

  it('build the standalone page of a remote from absolute URLs, without remoteEntry.js', () => {
    const html = pluginOptions(eventsConfig({}, { mode: 'development' }), 'HtmlRspackPlugin');
    expect(html.publicPath).toBe('/');
    expect(html.chunks).toEqual(['main']);
  });
});
