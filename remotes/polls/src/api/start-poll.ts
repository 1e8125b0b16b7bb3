import { mutationOptions } from '@tanstack/react-query';
import { apiRequest, PollResponseSchema, type Poll } from '@cabinet/runtime';
import { pollKeys } from './keys.ts';

/**
 * `GET /api/cabinet/polls/{id}/start`: begins the poll (or resumes it) and
 * returns it with the saved answers. A GET, but a state change for the user.
 */
async function startPoll(id: number): Promise<Poll> {
  const response = await apiRequest(`/api/cabinet/polls/${id}/start`, PollResponseSchema);
  return response.data;
}

/** The started poll becomes the detail cache; the lists show the new status. */
const startPollMutationOptions = () =>
  mutationOptions({
    mutationKey: [...pollKeys.all, 'start'],
    mutationFn: (id: number) => startPoll(id),
    onSuccess: async (poll, _id, _onMutateResult, { client }) => {
      client.setQueryData(pollKeys.detail(poll.id), poll);
      await client.invalidateQueries({ queryKey: pollKeys.lists() });
    },
  });

export { startPoll, startPollMutationOptions };
