import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Why: the log outlives what it records and is read by more people than the
 * data. A verification link's `signature`, a reset link's `token` and
 * `email`, a password typed into an address: a URL written to the log as is
 * would keep each of them there (issue 30). Only query values are hidden;
 * the path and the other parameters stay, so a line still says what was asked.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['signature', 'token', 'email', 'password']);

/**
 * `***`, not a Russian word: the log is in English and ASCII keeps the
 * logged URL a URL that log tools parse; no signature, token or address
 * the app issues looks like it.
 */
export const REDACTED = '***';

/** A parameter's name as a server would read it: `+` is a space, escapes decoded (twice-encoded too), any case. */
function paramName(raw: string): string {
  let name = raw.replaceAll('+', ' ');
  for (let pass = 0; pass < 3; pass++) {
    const decoded = name.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === name) break;
    name = decoded;
  }
  return name.toLowerCase();
}

/**
 * The URL with the values of `signature`, `token`, `email` and `password`
 * replaced by `***`, wherever they follow the path: in the query, repeated,
 * or after `#` (a hash route's own query). An empty value stays empty, so a
 * link that came without its signature still shows it.
 */
export function redactUrl(url: string): string {
  const start = url.search(/[?#]/);
  if (start === -1) return url;
  const rest = url.slice(start).replace(/([?#&;])([^=?#&;]*)=([^?#&;]*)/g, (pair, separator: string, name: string, value: string) =>
    value !== '' && SECRET_PARAMS.has(paramName(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
  return url.slice(0, start) + rest;
}

/** Fastify's own `req` log fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

type LoggerOptions = FastifyServerOptions['logger'];

/** The logger's options with `req` serialized by `serializeRequest` (it wins over a given one); off stays off. */
export function withRedactedUrls(logger: LoggerOptions): LoggerOptions {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
