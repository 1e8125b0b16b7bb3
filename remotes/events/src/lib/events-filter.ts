import { EVENT_STATUSES, type EventStatus } from '@cabinet/runtime';
import type { ListFilter } from '@cabinet/kit/lists';

/** `?status=past`: upcoming events by default. */
const eventsFilter: ListFilter<EventStatus> = { param: 'status', values: EVENT_STATUSES, fallback: 'upcoming' };

export { eventsFilter };
