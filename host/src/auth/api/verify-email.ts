import { apiRequest, MessageResponseSchema, type CallOptions, type MessageResponse, type VerifyEmailQueryInput } from '@cabinet/runtime';

/**
 * `GET /api/cabinet/verify/email?id&hash&expires&signature`: confirms the
 * e-mail with the parts of the signed link `/verify/{id}/{hash}?expires&signature`.
 */
function verifyEmail(query: VerifyEmailQueryInput, options: CallOptions = {}): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/verify/email', MessageResponseSchema, { query, signal: options.signal });
}

export { verifyEmail };
