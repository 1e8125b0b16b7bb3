import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { randomToken } from '../../lib/crypto.ts';
import type { AppOptions } from '../../options.ts';

export interface AppConfig extends AppOptions {
  appKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The current time; one clock for the whole app so tests can move it. */
    now: () => Date;
  }
}

/**
 * The signing key survives restarts (signed links in mail stay valid): taken
 * from options/env, else read from — or created in — the data directory.
 */
function resolveAppKey(options: AppOptions): string {
  if (options.appKey) return options.appKey;
  const file = path.join(options.dataDir, 'app-key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const key = randomToken(32);
    fs.writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}

export default fp<AppOptions>(
  async (fastify, options) => {
    fastify.decorate('config', { ...options, appKey: resolveAppKey(options) });
    fastify.decorate('now', options.now);
  },
  { name: 'config' },
);
