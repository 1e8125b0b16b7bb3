/**
 * How the renderer asks the API — the identity (ask-identity.ts) and,
 * through the app's API client, the page's data (`configureApi`'s `fetch`):
 * by undici's `request`, answered as a `Response` the client reads as it
 * reads fetch's. Node's `fetch` is the same HTTP client under the WHATWG
 * layers (a Request, a stream per body, a fetch controller): against the
 * reference API it took 0.30–0.37 ms of CPU a request, `request` with a
 * Response made of the read text 0.22, and a page asks three times. What is
 * not a GET-like call with a text body (a form, a stream) goes by `fetch`.
 * Redirects are never followed (`request` does not), as the client asks.
 */
import { request, type Dispatcher } from 'undici';

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

type ResponseHeaders = Dispatcher.ResponseData['headers'];

/** `Headers` of an undici answer, a repeated header (`Set-Cookie`) as its lines. */
function responseHeaders(headers: ResponseHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const line of value) result.append(name, line);
    else if (value !== undefined) result.append(name, value);
  }
  return result;
}

/** The request's headers as undici takes them: one line each, names in lower case. */
function requestHeaders(init: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const given = init instanceof Headers ? init : new Headers(init);
  given.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/** What `fetch` answers for a text or bodiless request to an http(s) address; others are `fetch`'s own. */
async function apiTransport(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
  if (url === null || (init.body !== undefined && init.body !== null && typeof init.body !== 'string')) return fetch(input, init);
  const method = (init.method ?? 'GET').toUpperCase();
  const answer = await request(url, {
    method: method as Dispatcher.HttpMethod,
    headers: requestHeaders(init.headers),
    body: init.body ?? null,
    signal: init.signal ?? null,
  });
  const bodiless = NO_BODY.has(answer.statusCode) || method === 'HEAD';
  const text = bodiless ? null : await answer.body.text();
  if (bodiless) await answer.body.dump();
  return new Response(text, { status: answer.statusCode, headers: responseHeaders(answer.headers) });
}

export { apiTransport };
