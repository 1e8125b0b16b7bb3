import { apiRequest, MessageResponseSchema, type MessageResponse, type RecoveryRequestBodyInput } from '@cabinet/runtime';

/** `POST /api/cabinet/recovery {email}`: mails a password-reset link. */
function requestRecovery(body: RecoveryRequestBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/recovery', MessageResponseSchema, { method: 'POST', body });
}

export { requestRecovery };
