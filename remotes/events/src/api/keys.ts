import { type EventListQueryInput } from '@cabinet/runtime';

/**
 * Query keys of the events domain. Everything starts with `['events']`, so
 * `invalidateQueries({ queryKey: eventKeys.all })` refreshes the whole remote.
 */
const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventListQueryInput) => [...eventKeys.lists(), query] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

export { eventKeys };
