import { queryOptions } from '@tanstack/react-query';
import { apiRequest, EventListResponseSchema, type EventListResponse } from '@cabinet/runtime';

/** The next events, soonest first, for the dashboard. */
function getUpcomingEvents(count: number, signal?: AbortSignal): Promise<EventListResponse> {
  return apiRequest('/api/cabinet/events', EventListResponseSchema, { query: { status: 'upcoming', per_page: count }, signal });
}

const upcomingEventsOptions = (count: number) =>
  queryOptions({
    queryKey: ['events', 'summary', 'upcoming', count] as const,
    queryFn: ({ signal }) => getUpcomingEvents(count, signal),
  });

export { upcomingEventsOptions };
