import { mutationOptions } from '@tanstack/react-query';
import { MessageResponseSchema, type MessageResponse, type SubscribeBodyInput } from '../../contract/index.ts';
import { apiRequest } from '../client.ts';

/** `POST /api/cabinet/subscribe {email}` from the landing page; subscribing twice is fine. */
function subscribe(body: SubscribeBodyInput): Promise<MessageResponse> {
  return apiRequest('/api/cabinet/subscribe', MessageResponseSchema, { method: 'POST', body });
}

const subscribeMutationOptions = () =>
  mutationOptions({ mutationKey: ['subscribe'], mutationFn: (body: SubscribeBodyInput) => subscribe(body) });

export { subscribe, subscribeMutationOptions };
