import { queryOptions } from '@tanstack/react-query';
import { apiRequest, PollListResponseSchema, type CallOptions, type PollListQueryInput, type PollListResponse } from '@cabinet/runtime';
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
