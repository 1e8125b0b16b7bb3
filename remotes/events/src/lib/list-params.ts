import { EVENT_STATUSES, type EventStatus } from '@cabinet/runtime';

/**
 * The list's state lives in the URL (`?status=past&page=2`), so a tab and a
 * page can be shared, bookmarked and restored with Back. Defaults are left
 * out of the URL: `/cabinet/events` is the first page of upcoming events.
 */
const DEFAULT_STATUS: EventStatus = 'upcoming';

interface EventsListParams {
  status: EventStatus;
  page: number;
}

function isEventStatus(value: string | null): value is EventStatus {
  return EVENT_STATUSES.some((status) => status === value);
}

/** Unknown statuses and pages that are not positive integers fall back to the defaults. */
function readListParams(params: URLSearchParams): EventsListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isEventStatus(status) ? status : DEFAULT_STATUS,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search string (`?status=past&page=2`, or '' for the defaults) of a list state. */
function listSearch({ status, page }: EventsListParams): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_STATUS) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Router state a card passes on, so the detail page leads back to the same tab and page. */
interface FromListState {
  listSearch: string;
}

function readFromListState(state: unknown): FromListState | null {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return null;
  return typeof state.listSearch === 'string' ? { listSearch: state.listSearch } : null;
}

export { readListParams, listSearch, readFromListState };
export type { EventsListParams, FromListState };
