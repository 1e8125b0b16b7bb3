import { mutationOptions } from '@tanstack/react-query';
import { MessageResponseSchema, type MessageResponse, type PasswordResetBodyInput } from '../../contract/index.ts';
import { apiRequest } from '../client.ts';

/**
 * `POST /api/cabinet/recovery {token, email, password, password_confirmation}`:
 * sets the new password (the same path as the request, told apart by `token`).
 */
function resetPassword(body: PasswordResetBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/recovery', MessageResponseSchema, { method: 'POST', body });
}

const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (body: PasswordResetBodyInput) => resetPassword(body),
  });

export { resetPassword, resetPasswordMutationOptions };
