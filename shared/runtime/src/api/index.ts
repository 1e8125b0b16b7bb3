// The one API client (DESIGN §4). Domain calls live with their owners (each
// remote's `src/api/`, the host's auth pages); only the client and the calls
// the client itself needs are here.
export { ApiError, isApiError } from './api-error.ts';
export type { ApiRequestInfo, FieldErrors } from './api-error.ts';
export { configureApi, getApiSettings, REQUEST_TIMEOUT_MS } from './config.ts';
export type { ApiClientOptions, ApiSettings, UnauthorizedEvent } from './config.ts';
export { apiRequest, NoContentSchema } from './client.ts';
export type { ApiRequestOptions, CallOptions, HttpMethod, QueryValue } from './client.ts';
export type { UploadProgress } from './xhr.ts';
export { CSRF_COOKIE, CSRF_HEADER } from './csrf.ts';
export { getCsrfCookie } from './get-csrf-cookie.ts';
export { AUTH_TOKEN_COOKIE, getAuthToken, setAuthToken, clearAuthToken } from './auth-token.ts';
export { RETRY_STATUS_CODES } from './retry.ts';
export { isHttpUrl } from './urls.ts';
