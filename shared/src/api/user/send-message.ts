import { mutationOptions } from '@tanstack/react-query';
import { MessageResponseSchema, type MessageResponse, type SendMessageBodyInput } from '../../contract/index.ts';
import { apiRequest } from '../client.ts';
import { userKeys } from './keys.ts';

/** `POST /api/cabinet/user/send-message {subject, message}`: a message to the operators. */
function sendMessage(body: SendMessageBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/user/send-message', MessageResponseSchema, { method: 'POST', body });
}

const sendMessageMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'send-message'],
    mutationFn: (body: SendMessageBodyInput) => sendMessage(body),
  });

export { sendMessage, sendMessageMutationOptions };
