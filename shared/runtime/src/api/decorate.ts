import { getAuthToken } from './auth-token.ts';
import { getApiSettings } from './config.ts';
import { CSRF_HEADER, readCsrfToken } from './csrf.ts';
import { isSafeMethod } from './retry.ts';

/**
 * What every attempt of every request gets, whichever transport sends it
 * (fetch, or XHR for an upload with progress). Re-run on each attempt, so
 * that a retry or the send after a 419 sees fresh cookies.
 */

/** PUT with a form is sent as POST with `_method=PUT`; the caller's form is not modified. */
function overrideMethod<TBody>(method: string, body: TBody): { method: string; body: TBody | FormData } {
  if (method.toUpperCase() !== 'PUT' || !(body instanceof FormData)) return { method, body };
  // PHP parses multipart bodies of POST only: Laravel's method override.
  const form = new FormData();
  for (const [name, value] of body.entries()) form.append(name, value);
  form.append('_method', 'PUT');
  return { method: 'POST', body: form };
}

/** The CSRF header on a non-GET, the Bearer token in token mode, and on a server the visitor's own (`requestHeaders`). */
function setAuthHeaders(method: string, headers: Headers): void {
  const csrfToken = readCsrfToken();
  if (!isSafeMethod(method) && csrfToken) headers.set(CSRF_HEADER, csrfToken);
  const settings = getApiSettings();
  const bearer = settings.authMode === 'token' ? getAuthToken() : null;
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  for (const [name, value] of Object.entries(settings.requestHeaders?.() ?? {})) headers.set(name, value);
}

export { overrideMethod, setAuthHeaders };
