import { queryOptions } from '@tanstack/react-query';
import { apiRequest, PollResponseSchema, type CallOptions, type Poll } from '@cabinet/runtime';
import { pollKeys } from './keys.ts';

/** `GET /api/cabinet/polls/{id}`: the poll with its questions and saved answers. */
async function getPoll(id: number, options: CallOptions = {}): Promise<Poll> {
  const response = await apiRequest(`/api/cabinet/polls/${id}`, PollResponseSchema, { signal: options.signal });
  return response.data;
}

const pollOptions = (id: number) =>
  queryOptions({
    queryKey: pollKeys.detail(id),
    queryFn: ({ signal }) => getPoll(id, { signal }),
  });

export { getPoll, pollOptions };
