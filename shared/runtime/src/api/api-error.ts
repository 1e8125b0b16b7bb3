import type * as v from 'valibot';

/** What the error says about the request that failed. */
interface ApiRequestInfo {
  method: string;
  url: string;
}

/** Laravel's 422 `errors`: a dotted field path → its messages, first one first. */
type FieldErrors = Readonly<Record<string, readonly string[]>>;

interface ApiErrorInit {
  request: ApiRequestInfo;
  response?: Response | undefined;
  /** The parsed response body, if any. */
  data?: unknown;
  /** The transport failure (network error, timeout) or a validation error. */
  cause?: unknown;
  /** Overrides the message rule (used for contract mismatches). */
  message?: string;
  issues?: readonly v.BaseIssue<unknown>[] | undefined;
}

function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string' &&
    value.message !== ''
  );
}

/**
 * SPEC §8: the server's `message`, else the transport message, else
 * `HTTP {status}`, else `HTTP ERR`.
 */
function apiErrorMessage(data: unknown, cause: unknown, status: number | undefined): string {
  if (hasMessage(data)) return data.message;
  if (hasMessage(cause)) return cause.message;
  return status ? `HTTP ${status}` : 'HTTP ERR';
}

function readFieldErrors(status: number | undefined, data: unknown): FieldErrors {
  if (status !== 422 || typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m) => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** `Retry-After` in seconds (a number or an HTTP date), for 429 and 503. */
function readRetryAfter(response: Response | undefined): number | undefined {
  const header = response?.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The one error every API call rejects with: HTTP errors, transport failures
 * (no `status`), timeouts and responses that break the contract (`issues`).
 */
class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  readonly request: ApiRequestInfo;
  readonly response: Response | undefined;
  readonly data: unknown;
  /** 422 field errors, `{}` otherwise; forms show them under their fields. */
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait, from `Retry-After` (429, 503). */
  readonly retryAfter: number | undefined;
  /** Set when a successful response did not match the contract schema. */
  readonly issues: readonly v.BaseIssue<unknown>[] | undefined;

  constructor(init: ApiErrorInit) {
    const status = init.response?.status || undefined;
    super(init.message ?? apiErrorMessage(init.data, init.cause, status), { cause: init.cause });
    this.status = status;
    this.request = init.request;
    this.response = init.response;
    this.data = init.data;
    this.fieldErrors = readFieldErrors(status, init.data);
    this.retryAfter = readRetryAfter(init.response);
    this.issues = init.issues;
  }

  /** The first message for a field, e.g. `error.fieldError('email')`. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export { ApiError, isApiError, apiErrorMessage };
export type { ApiRequestInfo, FieldErrors };
