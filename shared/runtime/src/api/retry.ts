/**
 * SPEC §7/§9: non-mutating requests are retried (once by default) on
 * transient statuses; mutating ones never, unless a call asks for it. A
 * transport failure or a timeout is not retried: the spec names statuses only,
 * and a second 60 s wait would double the worst case.
 */
const RETRY_STATUS_CODES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods that change nothing: retried, and sent without a CSRF token. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A `Retry-After` longer than this is not waited for: the error goes to the user. */
const MAX_RETRY_AFTER_MS = 10_000;

function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** Retries allowed for one call: the configured count for safe methods, else 0. */
function retriesFor(method: string, configured: number, override?: number): number {
  if (override !== undefined) return override;
  return isSafeMethod(method) ? configured : 0;
}

/**
 * How long to wait before retrying this response, or `null` when it must
 * not be retried (a status not in the list, or a server asking for too long).
 */
function retryDelayFor(response: Response, baseDelay: number, retryAfterSeconds?: number): number | null {
  if (!RETRY_STATUS_CODES.has(response.status)) return null;
  if (retryAfterSeconds === undefined) return baseDelay;
  const wait = retryAfterSeconds * 1000;
  return wait > MAX_RETRY_AFTER_MS ? null : Math.max(wait, baseDelay);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export { RETRY_STATUS_CODES, isSafeMethod, retriesFor, retryDelayFor, sleep };
