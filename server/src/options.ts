import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_SCRYPT_COST } from './lib/password.ts';
import type { Limit } from './plugins/app/rate-limit.ts';

/** What is throttled, and how much (see the README's Security section). */
export interface ThrottleLimits {
  /** Failed sign-ins per e-mail + IP (Breeze: 5 a minute). */
  login: Limit;
  /** Failed sign-ins per IP, whatever the e-mail. */
  loginIp: Limit;
  /** Letters per address, reset links and verification links each (Laravel's password broker: one a minute). */
  mailAddress: Limit;
  /** Reset-link requests per IP. */
  recoveryIp: Limit;
  /** Verification letters per IP (registration, sign-in of an unverified account, a changed e-mail). */
  verificationIp: Limit;
  /** Registrations per IP, every request (a «taken» answer would otherwise probe for accounts for free). */
  registerIp: Limit;
  /** E-mail changes per user, every attempt («taken» answers included). */
  emailChange: Limit;
  /** Images sent per user: uploads and profile photos. */
  images: Limit;
  /** Messages to the operators per user (each is a letter). */
  messages: Limit;
  /** Guest sessions started per IP by `GET /sanctum/csrf-cookie` (each is a row until it expires). */
  guestSessions: Limit;
  /** Subscriptions per IP from the landing page (each new address gets a letter). */
  subscribeIp: Limit;
  /** Field-health reports per IP (`POST /_telemetry/health`; a tab sends one every 20 records and when hidden). */
  telemetryIp: Limit;
}

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
  /**
   * Expose the dev helpers `/_dev/*` (the outbox's letters with their links,
   * ending every session, reseeding): only when asked for by name
   * (`CABINET_DEV_ENDPOINTS=1`, which `npm start`, `npm run dev`, the e2e
   * suite and the bench set), never because a setting is missing.
   */
  devEndpoints: boolean;
  /** `NODE_ENV=production`: the dev helpers are off whatever `devEndpoints` says. */
  production: boolean;
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
  throttles: ThrottleLimits;
  /**
   * Proxies whose `X-Forwarded-For` names the client (addresses or CIDRs,
   * comma-separated), or false: per-IP throttles then count the socket's address.
   */
  trustProxy: string | false;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * In the repository the front-end origins follow the one list of apps
 * (`apps.json`: the host and each remote's standalone page); a server
 * deployed alone is told them by `CABINET_FRONTEND_ORIGINS`.
 */
function defaultOrigins(env: NodeJS.ProcessEnv): string[] {
  const manifestFile = path.join(serverRoot, '..', 'apps.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { host: { port: number }; remotes: { port: number }[] };
  const ports = [manifest.host.port, ...manifest.remotes.map((remote) => remote.port)].map((port) => port + portOffset(env));
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** Seconds from env as milliseconds; a missing or malformed value takes the default. */
function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed * 1000 : fallback * 1000;
}

/** `"5,1"` → 5 hits per minute, as Laravel's `throttle:5,1`; a malformed value takes the default. */
function limit(value: string | undefined, max: number, minutes: number): Limit {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? '');
  const [given, per] = match ? [Number(match[1]), Number(match[2])] : [max, minutes];
  return given > 0 && per > 0 ? { max: given, decaySeconds: per * 60 } : { max, decaySeconds: minutes * 60 };
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

/**
 * `CABINET_PORT_OFFSET=800` moves the repository's default ports, as it does
 * for every other command (apps.json): the API to 8800, the front end it
 * expects to 3800, so that a second copy runs beside one on the defaults.
 */
function portOffset(env: NodeJS.ProcessEnv): number {
  const offset = Number(env.CABINET_PORT_OFFSET ?? 0);
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
}

/** The port `server.ts` listens on: PORT, or 8000 moved by the offset. */
export function listeningPort(env: NodeJS.ProcessEnv = process.env): number {
  return env.PORT ? Number(env.PORT) : 8000 + portOffset(env);
}

/** Where `server.ts` listens (PORT, HOST), as a URL: the app URL unless CABINET_APP_URL says otherwise. */
function listeningUrl(env: NodeJS.ProcessEnv): string {
  const host = env.HOST ?? 'localhost';
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${listeningPort(env)}`;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.CABINET_DATA_DIR ?? path.join(serverRoot, 'data'));
  return {
    dbPath: env.CABINET_DB_PATH ?? path.join(dataDir, 'cabinet.sqlite'),
    dataDir,
    frontendUrl: (env.CABINET_FRONTEND_URL ?? `http://localhost:${3000 + portOffset(env)}`).replace(/\/+$/, ''),
    allowedOrigins: list(env.CABINET_FRONTEND_ORIGINS) ?? defaultOrigins(env),
    devEndpoints: env.CABINET_DEV_ENDPOINTS === '1' && !production,
    production,
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
    trustProxy: list(env.CABINET_TRUST_PROXY)?.join(',') ?? false,
    throttles: {
      login: limit(env.CABINET_THROTTLE_LOGIN, 5, 1),
      loginIp: limit(env.CABINET_THROTTLE_LOGIN_IP, 20, 10),
      mailAddress: limit(env.CABINET_THROTTLE_MAIL, 1, 1),
      recoveryIp: limit(env.CABINET_THROTTLE_RECOVERY_IP, 10, 60),
      verificationIp: limit(env.CABINET_THROTTLE_VERIFICATION_IP, 20, 60),
      registerIp: limit(env.CABINET_THROTTLE_REGISTER_IP, 20, 60),
      emailChange: limit(env.CABINET_THROTTLE_EMAIL_CHANGE, 10, 60),
      images: limit(env.CABINET_THROTTLE_IMAGES, 20, 60),
      messages: limit(env.CABINET_THROTTLE_MESSAGES, 10, 60),
      guestSessions: limit(env.CABINET_THROTTLE_GUEST_SESSIONS, 300, 10),
      subscribeIp: limit(env.CABINET_THROTTLE_SUBSCRIBE_IP, 10, 60),
      telemetryIp: limit(env.CABINET_THROTTLE_TELEMETRY_IP, 120, 1),
    },
  };
}

export function resolveOptions(overrides: Partial<AppOptions> = {}): AppOptions {
  return { ...optionsFromEnv(), ...overrides };
}
