import { isApiError } from '@cabinet/runtime';

/** The browsers' words for a fetch that got no answer (Chromium, Firefox, Safari). */
const FETCH_FAILED = /Failed to fetch|NetworkError|Load failed/;

/**
 * Whether an error is a request that got no answer at all — the connection
 * was lost, or the server did not answer in time: the client's error without
 * a status (a broken contract has one), or the browser's own fetch failure.
 */
function isConnectionLost(error: unknown): boolean {
  if (isApiError(error)) return error.status === undefined;
  return error instanceof TypeError && FETCH_FAILED.test(error.message);
}

export { isConnectionLost };
