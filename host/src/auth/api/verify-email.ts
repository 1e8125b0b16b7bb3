import { apiRequest, MessageResponseSchema, type CallOptions, type MessageResponse } from '@cabinet/runtime';

/**
 * `GET /api/cabinet/verify/email?…`: confirms the e-mail with the signed
 * link's parameters. The query goes as the link carried it, in its order:
 * Laravel's `signed` middleware hashes the query string in the order it
 * arrives, and its links sort the parameters (`expires, hash, id, signature`).
 */
function verifyEmail(query: string, options: CallOptions = {}): Promise<MessageResponse> {
  return apiRequest(`/api/cabinet/verify/email?${query}`, MessageResponseSchema, { signal: options.signal });
}

export { verifyEmail };
