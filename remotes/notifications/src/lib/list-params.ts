/**
 * The list's state lives in the URL (`?filter=unread&page=2`), so Back and
 * shared links restore it. Defaults are left out: `/cabinet/notifications`
 * is the first page of all notifications.
 */
const FILTERS = ['all', 'unread'] as const;
type NotificationsFilter = (typeof FILTERS)[number];

interface NotificationsListParams {
  filter: NotificationsFilter;
  page: number;
}

function isFilter(value: string | null): value is NotificationsFilter {
  return FILTERS.some((filter) => filter === value);
}

/** Unknown filters and pages that are not positive integers fall back to the defaults. */
function readListParams(params: URLSearchParams): NotificationsListParams {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    filter: isFilter(filter) ? filter : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search string (`?filter=unread&page=2`, or '' for the defaults) of a list state. */
function listSearch({ filter, page }: NotificationsListParams): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export { readListParams, listSearch };
export type { NotificationsFilter, NotificationsListParams };
