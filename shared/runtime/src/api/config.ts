import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfigInput } from '../config/index.ts';
import type { ApiError } from './api-error.ts';

/** SPEC §9: every request gives up after 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Pause before retrying a GET (a 429's `Retry-After` overrides it). */
const RETRY_DELAY_MS = 250;

interface UnauthorizedEvent {
  error: ApiError;
  /** `redirects.signIn` of the runtime config: where a guest goes, or `false`. */
  signInPath: string | false;
}

/** What the host adds to the runtime config; tests shorten the timings. */
interface ApiClientOptions {
  /** Called on every 401: the host clears the user and redirects if configured. */
  onUnauthorized?: (event: UnauthorizedEvent) => void;
  timeout?: number;
  retryDelay?: number;
  /**
   * Headers every request carries besides the client's own: where the app is
   * rendered on the server, the visitor's credentials for the request being
   * rendered (its cookies or token, its Origin), read per request. Never set
   * in a browser, which sends its own.
   */
  requestHeaders?: () => Readonly<Record<string, string>> | undefined;
  /**
   * Since 1.9.0: what sends the requests instead of the global `fetch`, with
   * the same arguments and answer — where the app is rendered on the server,
   * a cheaper client of the renderer's own. Never set in a browser.
   */
  fetch?: typeof fetch;
}

interface ApiSettings {
  baseUrl: string;
  authMode: 'cookie' | 'token';
  /** Retries of GET/HEAD/OPTIONS on transient statuses. */
  retry: number;
  signInPath: string | false;
  timeout: number;
  retryDelay: number;
  onUnauthorized: ((event: UnauthorizedEvent) => void) | undefined;
  requestHeaders: (() => Readonly<Record<string, string>> | undefined) | undefined;
  fetch: typeof fetch | undefined;
}

function resolveSettings(config: RuntimeConfigInput, options: ApiClientOptions): ApiSettings {
  const parsed = v.parse(RuntimeConfigSchema, config);
  const retry = parsed.retry === true ? 1 : parsed.retry === false ? 0 : parsed.retry;
  return {
    baseUrl: parsed.apiBaseUrl,
    authMode: parsed.authMode,
    retry,
    signInPath: parsed.redirects.signIn,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retryDelay: options.retryDelay ?? RETRY_DELAY_MS,
    onUnauthorized: options.onUnauthorized,
    requestHeaders: options.requestHeaders,
    fetch: options.fetch,
  };
}

// Module state is fine here: Module Federation shares this package as a
// singleton, so the host configures the one client every remote uses.
let settings = resolveSettings({}, {});

/**
 * Configures the client; the host calls it once at start-up with its runtime
 * config. Without a call the defaults apply (local API, cookie mode), which is
 * what tests and standalone remotes want.
 */
function configureApi(config: RuntimeConfigInput = {}, options: ApiClientOptions = {}): void {
  settings = resolveSettings(config, options);
}

function getApiSettings(): Readonly<ApiSettings> {
  return settings;
}

export { REQUEST_TIMEOUT_MS, RETRY_DELAY_MS, configureApi, getApiSettings };
export type { ApiClientOptions, ApiSettings, UnauthorizedEvent };
