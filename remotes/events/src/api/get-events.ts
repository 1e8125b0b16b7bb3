import { queryOptions } from '@tanstack/react-query';
import { apiRequest, EventListResponseSchema, type CallOptions, type EventListQueryInput, type EventListResponse } from '@cabinet/runtime';
import { eventKeys } from './keys.ts';

/** `GET /api/cabinet/events?page&per_page&status`: a page of events. */
function getEvents(query: EventListQueryInput = {}, options: CallOptions = {}): Promise<EventListResponse> {
  return apiRequest('/api/cabinet/events', EventListResponseSchema, { query, signal: options.signal });
}

const eventsListOptions = (query: EventListQueryInput = {}) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, { signal }),
  });

export { getEvents, eventsListOptions };
