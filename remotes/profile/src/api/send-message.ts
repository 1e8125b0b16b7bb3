import { mutationOptions } from '@tanstack/react-query';
import { apiRequest, MessageResponseSchema, type MessageResponse, type SendMessageBodyInput, userKeys } from '@cabinet/runtime';


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
