import { queryOptions } from '@tanstack/react-query';
import { PollResponseSchema, type Poll } from '../../contract/index.ts';
import { apiRequest, type CallOptions } from '../client.ts';
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
