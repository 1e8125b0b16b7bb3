import { apiRequest, MessageResponseSchema, type MessageResponse, type PasswordResetBodyInput } from '@cabinet/runtime';

/**
 * `POST /api/cabinet/recovery {token, email, password, password_confirmation}`:
 * sets the new password (the same path as the request, told apart by `token`).
 */
function resetPassword(body: PasswordResetBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/recovery', MessageResponseSchema, { method: 'POST', body });
}

export { resetPassword };
