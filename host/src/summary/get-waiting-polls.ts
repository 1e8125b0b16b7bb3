import { queryOptions } from '@tanstack/react-query';
import { apiRequest, PollListResponseSchema, type PollListResponse } from '@cabinet/runtime';

type WaitingStatus = 'new' | 'in_progress';

/** Polls of one waiting status for the dashboard (the list filters by one status). */
function getWaitingPolls(status: WaitingStatus, count: number, signal?: AbortSignal): Promise<PollListResponse> {
  return apiRequest('/api/cabinet/polls', PollListResponseSchema, { query: { status, per_page: count }, signal });
}

const waitingPollsOptions = (status: WaitingStatus, count: number) =>
  queryOptions({
    queryKey: ['polls', 'summary', status, count] as const,
    queryFn: ({ signal }) => getWaitingPolls(status, count, signal),
  });

export { waitingPollsOptions };
