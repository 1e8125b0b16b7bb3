import { apiRequest, MessageResponseSchema, type CallOptions, type MessageResponse } from '@cabinet/runtime';

/**
 * `GET /api/cabinet/verify/email?…`: confirms the e-mail with the signed
 * link's parameters, `query` already in the order Laravel signed them
 * (`verificationQuery`): its `signed` middleware hashes the query string in
 * the order it arrives.
 */
function verifyEmail(query: string, options: CallOptions = {}): Promise<MessageResponse> {
  return apiRequest(`/api/cabinet/verify/email?${query}`, MessageResponseSchema, { signal: options.signal });
}

export { verifyEmail };
