// Every app in one rspack multi-compiler, so `npm run build` builds them in
// parallel on rspack's native threads (each app's own rspack.config.ts builds
// it alone). The apps come from `apps.json`. Loaded by the rspack CLI (not by
// tsx: tsx would rewrite the MF runtime templates with esbuild's `__name` helper).
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import manifest from './apps.json' with { type: 'json' };
import hostConfig from './host/rspack.config.ts';
import landingConfig from './host/rspack.landing.config.ts';

type Factory = (env: { only?: string; standalone?: unknown }, argv: { mode?: string }) => Configuration | Configuration[];

const root = import.meta.dirname;

async function remoteFactories(): Promise<Record<string, Factory>> {
  const entries = await Promise.all(
    manifest.remotes.map(async ({ name }) => {
      const module = (await import(path.join(root, 'remotes', name, 'rspack.config.ts'))) as { default: Factory };
      return [name, module.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export default async (env: { only?: string; standalone?: unknown }, argv: { mode?: string }) => {
  const factories: Record<string, Factory> = { host: hostConfig, landing: landingConfig, ...(await remoteFactories()) };
  // The landing page belongs to the host.
  const only = env.only?.split(',').flatMap((name) => (name === 'host' ? ['host', 'landing'] : [name]));
  return Object.entries(factories)
    .filter(([name]) => !only || only.includes(name))
    .flatMap(([, make]) => make(env, argv));
};
