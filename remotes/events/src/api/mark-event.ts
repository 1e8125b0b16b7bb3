import { mutationOptions } from '@tanstack/react-query';
import { apiRequest, EventResponseSchema, type CabinetEvent } from '@cabinet/runtime';
import { eventKeys } from './keys.ts';

/**
 * `GET /api/cabinet/events/{id}/mark`: marks the user's attendance
 * (idempotent, hence a GET) and returns the updated event.
 */
async function markEvent(id: number): Promise<CabinetEvent> {
  const response = await apiRequest(`/api/cabinet/events/${id}/mark`, EventResponseSchema);
  return response.data;
}

/**
 * Optimistic: the event shows as marked at once, and goes back if the server
 * refuses. The server's event then replaces the guess; the lists refresh
 * either way.
 */
const markEventMutationOptions = () =>
  mutationOptions({
    mutationKey: [...eventKeys.all, 'mark'],
    mutationFn: (id: number) => markEvent(id),
    onMutate: async (id, { client }) => {
      await client.cancelQueries({ queryKey: eventKeys.detail(id) });
      const previous = client.getQueryData<CabinetEvent>(eventKeys.detail(id));
      if (previous) client.setQueryData(eventKeys.detail(id), { ...previous, marked: true, marked_at: new Date().toISOString() });
      return { previous };
    },
    onError: (_error, id, context, { client }) => {
      if (context?.previous) client.setQueryData(eventKeys.detail(id), context.previous);
    },
    onSuccess: (event, _id, _context, { client }) => {
      client.setQueryData(eventKeys.detail(event.id), event);
    },
    onSettled: async (_event, _error, _id, _context, { client }) => {
      await client.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });

export { markEvent, markEventMutationOptions };
