import { mutationOptions } from '@tanstack/react-query';
import { MessageResponseSchema, type MessageResponse, type RegisterBodyInput } from '../../contract/index.ts';
import { apiRequest } from '../client.ts';

/**
 * `POST /api/cabinet/register`: creates the account and mails the
 * verification link; it does not sign in (the user confirms the e-mail first).
 */
function register(body: RegisterBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/register', MessageResponseSchema, { method: 'POST', body });
}

const registerMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: (body: RegisterBodyInput) => register(body) });

export { register, registerMutationOptions };
