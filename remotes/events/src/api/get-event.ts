import { queryOptions } from '@tanstack/react-query';
import { apiRequest, EventResponseSchema, type CabinetEvent, type CallOptions } from '@cabinet/runtime';
import { eventKeys } from './keys.ts';

/** `GET /api/cabinet/events/{id}`: one event, unwrapped from `{data}`. */
async function getEvent(id: number, options: CallOptions = {}): Promise<CabinetEvent> {
  const response = await apiRequest(`/api/cabinet/events/${id}`, EventResponseSchema, { signal: options.signal });
  return response.data;
}

const eventOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, { signal }),
  });

export { getEvent, eventOptions };
