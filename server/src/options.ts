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
  /**
   * Public base URL of this API (no trailing slash): absolute upload URLs and
   * pagination links start with it, and an `avatar_url` must. Never taken
   * from the request, whose Host header the client chooses.
   */
  appUrl: string;
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
  /** A client must finish sending its headers within this time (slowloris), else 408. */
  headersTimeoutMs: number;
  /** …and its whole request, body included, within this time, else 408. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function defaultOrigins(): string[] {
  const ports = [3000, 3001, 3002, 3003, 3004];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** Seconds from env as milliseconds; a missing or malformed value takes the default. */
function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed * 1000 : fallback * 1000;
}

function list(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/** A base URL as `new URL` writes it (lower-case scheme and host, no default port), without a trailing slash. */
function baseUrl(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Where `server.ts` listens (PORT, HOST), as a URL: the app URL unless CABINET_APP_URL says otherwise. */
function listeningUrl(env: NodeJS.ProcessEnv): string {
  const host = env.HOST ?? 'localhost';
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${env.PORT ?? 8000}`;
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
    appUrl: baseUrl(env.CABINET_APP_URL || listeningUrl(env)),
    operatorsEmail: env.CABINET_OPERATORS_EMAIL ?? 'operators@example.com',
    scryptCost: Number(env.CABINET_SCRYPT_COST ?? DEFAULT_SCRYPT_COST),
    seedIfEmpty: true,
    secureCookies: env.CABINET_SECURE_COOKIES === '1',
    now: () => new Date(),
    headersTimeoutMs: seconds(env.CABINET_HEADERS_TIMEOUT, 10),
    requestTimeoutMs: seconds(env.CABINET_REQUEST_TIMEOUT, 30),
    keepAliveTimeoutMs: seconds(env.CABINET_KEEP_ALIVE_TIMEOUT, 5),
  };
}

export function resolveOptions(overrides: Partial<AppOptions> = {}): AppOptions {
  return { ...optionsFromEnv(), ...overrides };
}
