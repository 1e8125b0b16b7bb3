import type { FetchResponse } from 'ofetch';

/**
 * The transport of a request whose caller follows its upload: fetch cannot
 * report how much of a body has been sent (a streamed request body needs
 * HTTP/2 and is refused by most servers), XMLHttpRequest can. It answers as
 * the fetch transport does — a `Response` of any status with the parsed body
 * in `_data` — so that the client applies the same rules to both.
 */

/** Bytes sent so far and in all (0 when the browser cannot tell). */
type UploadProgress = (loaded: number, total: number) => void;

interface XhrRequest {
  method: string;
  /** The full address, query included. */
  url: string;
  headers: Headers;
  body: FormData | Readonly<Record<string, unknown>> | undefined;
  signal: AbortSignal;
  onUploadProgress: UploadProgress;
}

const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/** As ofetch reads a body: JSON when it is (or says nothing), text otherwise. */
function parseData(text: string, contentType: string): unknown {
  if (text === '') return undefined;
  if (contentType !== '' && !/^application\/(?:[\w!#$%&*.^`~-]*\+)?json\b/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function withoutHash(address: string): string {
  const hash = address.indexOf('#');
  return hash === -1 ? address : address.slice(0, hash);
}

function toResponse(xhr: XMLHttpRequest, url: string): FetchResponse<unknown> {
  const headers = parseHeaders(xhr.getAllResponseHeaders());
  const nullBody = NULL_BODY_STATUSES.has(xhr.status);
  const response: FetchResponse<unknown> = new Response(nullBody ? null : xhr.responseText, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  });
  response._data = nullBody ? undefined : parseData(xhr.responseText, headers.get('content-type') ?? '');
  // An XHR follows redirects by itself (it has no `redirect: 'manual'`): a
  // different final address is how a redirect shows, and the client then
  // treats it as the fetch transport's redirect.
  const redirected = xhr.responseURL !== '' && withoutHash(xhr.responseURL) !== withoutHash(url);
  if (redirected) Object.defineProperties(response, { redirected: { value: true }, url: { value: xhr.responseURL } });
  return response;
}

function encodeBody(body: XhrRequest['body'], headers: Headers): XMLHttpRequestBodyInit | null {
  if (body === undefined) return null;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * Sends one request with XMLHttpRequest. Resolves with the response of any
 * status; rejects with a `TypeError` as fetch does when no response came, and
 * with the signal's reason when it is aborted.
 */
function sendWithXhr(request: XhrRequest): Promise<FetchResponse<unknown>> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = (): void => {
      xhr.abort();
      reject(signal.reason);
    };
    const settle = (): void => signal.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    const body = encodeBody(request.body, request.headers);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    // Listened to before `send`, or the browser reports no upload events.
    xhr.upload.addEventListener('progress', (event) => {
      request.onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status === 0) reject(new TypeError('Failed to fetch'));
      else resolve(toResponse(xhr, request.url));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

export { sendWithXhr };
export type { UploadProgress };
