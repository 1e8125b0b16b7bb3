import { queryOptions } from '@tanstack/react-query';
import { PollListResponseSchema, type PollListQueryInput, type PollListResponse } from '../../contract/index.ts';
import { apiRequest, type CallOptions } from '../client.ts';
import { pollKeys } from './keys.ts';

/** `GET /api/cabinet/polls?page&per_page&status`: poll summaries, without questions. */
function getPolls(query: PollListQueryInput = {}, options: CallOptions = {}): Promise<PollListResponse> {
  return apiRequest('/api/cabinet/polls', PollListResponseSchema, { query, signal: options.signal });
}

const pollsListOptions = (query: PollListQueryInput = {}) =>
  queryOptions({
    queryKey: pollKeys.list(query),
    queryFn: ({ signal }) => getPolls(query, { signal }),
  });

export { getPolls, pollsListOptions };
