import { apiRequest, MessageResponseSchema, type MessageResponse } from '@cabinet/runtime';

/**
 * `POST /api/cabinet/email/verification-notification` (Laravel Breeze's
 * call): a new link to confirm a changed e-mail. The server throttles it as
 * every verification letter (429 with `Retry-After`).
 */
function resendVerification(): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/email/verification-notification', MessageResponseSchema, { method: 'POST' });
}

export { resendVerification };
