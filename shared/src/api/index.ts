// The one API client (DESIGN §4) and a typed function per call of SPEC §7.
export { ApiError, isApiError } from './api-error.ts';
export { describeError, isNotFound } from './describe-error.ts';
export type { ApiRequestInfo, FieldErrors } from './api-error.ts';
export { configureApi, getApiSettings, REQUEST_TIMEOUT_MS } from './config.ts';
export type { ApiClientOptions, ApiSettings, UnauthorizedEvent } from './config.ts';
export { apiRequest, NoContentSchema } from './client.ts';
export type { ApiRequestOptions, CallOptions, HttpMethod, QueryValue } from './client.ts';
export { CSRF_COOKIE, CSRF_HEADER } from './csrf.ts';
export { AUTH_TOKEN_COOKIE, getAuthToken, setAuthToken, clearAuthToken } from './auth-token.ts';
export { RETRY_STATUS_CODES } from './retry.ts';
export * from './auth/index.ts';
export * from './subscribe/index.ts';
export * from './events/index.ts';
export * from './notifications/index.ts';
export * from './polls/index.ts';
export * from './user/index.ts';
