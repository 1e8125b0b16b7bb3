import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_SCRYPT_COST } from './lib/password.ts';

/** Everything the app needs from outside; tests pass these directly, `server.ts` reads them from env. */
export interface AppOptions {
  /** SQLite file, or ':memory:' in tests. */
  dbPath: string;
  /** Uploads, the generated app key. */
  dataDir: string;
  /** Base of the links in mail (verification, password recovery). */
  frontendUrl: string;
  /** CORS origins allowed with credentials. */
  allowedOrigins: string[];
  /** Keep mail in the dev outbox and expose `/_dev/*`. */
  outbox: boolean;
  logger: FastifyServerOptions['logger'];
  /** HMAC key for signed links; read from / written to the data dir when absent. */
  appKey?: string;
  /** Public base URL of this API for absolute upload URLs; derived from the request when absent. */
  appUrl?: string;
  /** Where operator messages are mailed. */
  operatorsEmail: string;
  /** scrypt cost N for new password hashes (a power of two). */
  scryptCost: number;
  /** Seed demo data into an empty database at start. */
  seedIfEmpty: boolean;
  /** `Secure` cookies (behind HTTPS). */
  secureCookies: boolean;
  /** The clock; tests move it to expire links. */
  now: () => Date;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * In the repository the front-end origins follow the one list of apps
 * (`apps.json`: the host and each remote's standalone page); a server
 * deployed alone is told them by `CABINET_FRONTEND_ORIGINS`.
 */
function defaultOrigins(): string[] {
  const manifestFile = path.join(serverRoot, '..', 'apps.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { host: { port: number }; remotes: { port: number }[] };
  const ports = [manifest.host.port, ...manifest.remotes.map((remote) => remote.port)];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

function list(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.CABINET_DATA_DIR ?? path.join(serverRoot, 'data'));
  return {
    dbPath: env.CABINET_DB_PATH ?? path.join(dataDir, 'cabinet.sqlite'),
    dataDir,
    frontendUrl: (env.CABINET_FRONTEND_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    allowedOrigins: list(env.CABINET_FRONTEND_ORIGINS) ?? defaultOrigins(),
    outbox: env.CABINET_OUTBOX !== undefined ? env.CABINET_OUTBOX === '1' : !production,
    logger: env.CABINET_LOG === '0' ? false : { level: env.LOG_LEVEL ?? 'info' },
    appKey: env.CABINET_APP_KEY || undefined,
    appUrl: env.CABINET_APP_URL?.replace(/\/+$/, '') || undefined,
    operatorsEmail: env.CABINET_OPERATORS_EMAIL ?? 'operators@example.com',
    scryptCost: Number(env.CABINET_SCRYPT_COST ?? DEFAULT_SCRYPT_COST),
    seedIfEmpty: true,
    secureCookies: env.CABINET_SECURE_COOKIES === '1',
    now: () => new Date(),
  };
}

export function resolveOptions(overrides: Partial<AppOptions> = {}): AppOptions {
  return { ...optionsFromEnv(), ...overrides };
}
