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

/** Puts the marked event into its detail cache and refreshes the lists. */
const markEventMutationOptions = () =>
  mutationOptions({
    mutationKey: [...eventKeys.all, 'mark'],
    mutationFn: (id: number) => markEvent(id),
    onSuccess: async (event, _id, _onMutateResult, { client }) => {
      client.setQueryData(eventKeys.detail(event.id), event);
      await client.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });

export { markEvent, markEventMutationOptions };
