import { ofetch, type FetchContext, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { ApiError, type ApiRequestInfo } from './api-error.ts';
import { getApiSettings } from './config.ts';
import { CSRF_COOKIE_PATH, ensureCsrfToken, refreshCsrfToken } from './csrf.ts';
import { overrideMethod, setAuthHeaders } from './decorate.ts';
import { followRedirect, redirectTarget } from './redirect.ts';
import { isSafeMethod, retriesFor, retryDelayFor, sleep } from './retry.ts';
import { attemptSignal, timeoutMessage } from './timeout.ts';
import { sendWithXhr, type UploadProgress } from './xhr.ts';

/**
 * The one HTTP client of the app (DESIGN §4). Endpoint functions call
 * `apiRequest`; nothing else in the app builds URLs or reads cookies.
 */

type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

interface ApiRequestOptions {
  method?: HttpMethod;
  query?: Readonly<Record<string, QueryValue>>;
  body?: Readonly<Record<string, unknown>> | FormData;
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Retries for this call, overriding the default (0 for mutating methods). */
  retry?: number;
  /**
   * The caller handles 401 and 419 itself (identity loading, logout): they
   * are only thrown, without `onUnauthorized` and without the CSRF warning.
   * A mutating request is still renewed and sent again once after a 419.
   */
  quietAuthErrors?: boolean;
  /**
   * Follows the upload of the body: called with the bytes sent so far and
   * in all (0 when unknown). The request then goes by XMLHttpRequest, the
   * only browser API that reports it, under every rule of this client.
   */
  onUploadProgress?: UploadProgress;
}

/** What endpoint functions accept besides their own arguments. */
type CallOptions = Pick<ApiRequestOptions, 'signal'>;

/** Request decoration, re-run on every attempt so that retries see fresh cookies. */
function decorateRequest({ options }: FetchContext): void {
  options.baseURL = getApiSettings().baseUrl;
  const method = (options.method ?? 'GET').toUpperCase();
  const overridden = overrideMethod(method, options.body);
  options.method = overridden.method;
  options.body = overridden.body;
  setAuthHeaders(method, options.headers);
}

const ACCEPT = 'application/json';

/** The client over `transport` (the global `fetch` when none is configured). */
const clientOver = (transport: typeof fetch | undefined) =>
  ofetch.create(
    {
      credentials: 'include',
      redirect: 'manual',
      headers: { Accept: ACCEPT },
      // Status handling, retries and the timeout are the client's own (below).
      retry: false,
      ignoreResponseError: true,
      onRequest: decorateRequest,
    },
    transport && { fetch: transport },
  );

let apiFetch = { transport: undefined as typeof fetch | undefined, client: clientOver(undefined) };

/** The client over the configured transport, made again only when another is configured. */
function currentClient(): ReturnType<typeof clientOver> {
  const { fetch: transport } = getApiSettings();
  if (apiFetch.transport !== transport) apiFetch = { transport, client: clientOver(transport) };
  return apiFetch.client;
}

/**
 * Query values as the server reads them: a boolean is `1`/`0` — Laravel's
 * `boolean` rule refuses the strings "true"/"false" — and an absent value
 * is left out.
 */
function queryParams(query: ApiRequestOptions['query']): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return params;
}

function describeRequest(method: string, path: string, query: Record<string, string>): ApiRequestInfo {
  const url = new URL(getApiSettings().baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { method, url: url.href };
}

const CSRF_WARNING = 'CSRF token mismatch (419)';

function reportFailure(error: ApiError, options: ApiRequestOptions): void {
  if (options.quietAuthErrors) return;
  if (error.status === 419) {
    console.warn(`${CSRF_WARNING}: the request was rejected again after renewing the token.`, error);
    return;
  }
  if (error.status !== 401) return;
  const { onUnauthorized, signInPath } = getApiSettings();
  try {
    onUnauthorized?.({ error, signInPath });
  } catch (handlerError) {
    console.error('onUnauthorized failed', handlerError);
  }
}

/** One attempt: a response of any status, or an ApiError for a transport failure. */
async function send(
  path: string,
  options: ApiRequestOptions,
  method: string,
  query: Record<string, string>,
  request: ApiRequestInfo,
): Promise<FetchResponse<unknown>> {
  const { timeout } = getApiSettings();
  const attempt = attemptSignal(timeout, options.signal);
  try {
    if (options.onUploadProgress) return await sendWithProgress(options, method, request, attempt.signal, options.onUploadProgress);
    return await currentClient().raw<unknown>(path, {
      method,
      query,
      body: options.body,
      signal: attempt.signal,
    });
  } catch (error) {
    // A cancellation by the caller stays an AbortError, as TanStack Query expects.
    if (options.signal?.aborted && !attempt.timedOut()) throw options.signal.reason ?? error;
    const cause = attempt.timedOut() ? timeoutError(timeout) : transportCause(error);
    throw new ApiError({ request, cause });
  } finally {
    attempt.dispose();
  }
}

/** The same request by XMLHttpRequest, decorated as `decorateRequest` does for fetch. */
function sendWithProgress(
  options: ApiRequestOptions,
  method: string,
  request: ApiRequestInfo,
  signal: AbortSignal,
  onUploadProgress: UploadProgress,
): Promise<FetchResponse<unknown>> {
  const headers = new Headers({ Accept: ACCEPT });
  const overridden = overrideMethod(method, options.body);
  setAuthHeaders(method, headers);
  return sendWithXhr({ method: overridden.method, url: request.url, headers, body: overridden.body, signal, onUploadProgress });
}

function timeoutError(ms: number): Error {
  const error = new Error(timeoutMessage(ms));
  error.name = 'TimeoutError';
  return error;
}

/** ofetch wraps the fetch failure ("Failed to fetch") in its own error: unwrap it. */
function transportCause(error: unknown): unknown {
  return error instanceof Error && error.cause !== undefined ? error.cause : error;
}

function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  response: FetchResponse<unknown>,
  request: ApiRequestInfo,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, response._data);
  if (result.success) return result.output;
  const where = result.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(корень)'}: ${issue.message}`)
    .join('; ');
  const error = new ApiError({
    request,
    response,
    data: response._data,
    message: `Ответ API не соответствует контракту: ${request.method} ${request.url} — ${where}`,
    issues: result.issues,
  });
  // A contract break is a bug to fix, not a state to show: make it loud.
  console.error(error.message, result.issues);
  throw error;
}

/**
 * Sends a request and returns the response body validated by `schema`.
 * Rejects with an ApiError (HTTP error, transport failure, timeout, redirect,
 * contract mismatch) or, when the caller cancels, with the abort reason.
 */
async function apiRequest<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: ApiRequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const method = options.method ?? 'GET';
  const query = queryParams(options.query);
  const request = describeRequest(method, path, query);
  if (!isSafeMethod(method)) await ensureCsrfToken(fetchCsrfCookie);
  const settings = getApiSettings();
  const retries = retriesFor(method, settings.retry, options.retry);

  let csrfRenewed = false;
  for (let attempt = 0; ; attempt += 1) {
    const response = await send(path, options, method, query, request);
    const target = redirectTarget(response, request.url);
    if (target !== null) {
      const followed = followRedirect(target);
      throw new ApiError({
        request,
        response,
        message: followed ? `Переход по перенаправлению: ${target}` : `Перенаправление отклонено: ${target}`,
      });
    }
    if (response.ok) return parseBody(schema, response, request);

    const error = new ApiError({ request, response, data: response._data });
    if (error.status === 419 && !isSafeMethod(method) && !csrfRenewed) {
      // Laravel refused the token before doing anything and sets no new
      // one: renew it and send once more, or the user is stuck until a reload.
      console.warn(`${CSRF_WARNING}: renewing the token and sending the request once more.`, error);
      csrfRenewed = true;
      await refreshCsrfToken(fetchCsrfCookie);
      attempt -= 1;
      continue;
    }
    const delay = attempt < retries ? retryDelayFor(response, settings.retryDelay, error.retryAfter) : null;
    if (delay !== null) {
      await sleep(delay, options.signal);
      continue;
    }
    reportFailure(error, options);
    throw error;
  }
}

/** Any body, returned as nothing: for 204 answers and confirmations nobody reads. */
const NoContentSchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

function fetchCsrfCookie(): Promise<void> {
  return apiRequest(CSRF_COOKIE_PATH, NoContentSchema);
}

export { apiRequest, fetchCsrfCookie, NoContentSchema };
export type { ApiRequestOptions, CallOptions, HttpMethod, QueryValue };
