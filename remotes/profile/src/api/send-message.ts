import { apiRequest, MessageResponseSchema, type MessageResponse, type SendMessageBodyInput } from '@cabinet/runtime';

/** `POST /api/cabinet/user/send-message {subject, message}`: a message to the operators. */
function sendMessage(body: SendMessageBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/user/send-message', MessageResponseSchema, { method: 'POST', body });
}

export { sendMessage };
