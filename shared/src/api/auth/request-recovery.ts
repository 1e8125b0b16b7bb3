import { mutationOptions } from '@tanstack/react-query';
import { MessageResponseSchema, type MessageResponse, type RecoveryRequestBodyInput } from '../../contract/index.ts';
import { apiRequest } from '../client.ts';

/** `POST /api/cabinet/recovery {email}`: mails a password-reset link. */
function requestRecovery(body: RecoveryRequestBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/recovery', MessageResponseSchema, { method: 'POST', body });
}

const requestRecoveryMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'request-recovery'],
    mutationFn: (body: RecoveryRequestBodyInput) => requestRecovery(body),
  });

export { requestRecovery, requestRecoveryMutationOptions };
