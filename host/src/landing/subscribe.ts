import { apiRequest, MessageResponseSchema, type MessageResponse, type SubscribeBodyInput } from '@cabinet/runtime';

/** `POST /api/cabinet/subscribe {email}` from the landing page; subscribing twice is fine. */
function subscribe(body: SubscribeBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/subscribe', MessageResponseSchema, { method: 'POST', body });
}

export { subscribe };
