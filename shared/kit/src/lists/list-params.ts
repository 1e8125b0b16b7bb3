import { useSearchParams } from 'react-router-dom';
import type { FilterTab } from '../ui/filter-tabs.tsx';

/**
 * A list's state lives in the URL (`?status=past&page=2`), so a tab and a
 * page can be shared, bookmarked and restored with Back. Defaults are left
 * out: `/cabinet/events` is the first page of the default view.
 */
interface ListFilter<TValue extends string> {
  /** The search parameter of the view (`status`, `filter`). */
  param: string;
  values: readonly TValue[];
  /** The view when the URL names none (or an unknown one); never written to the URL. */
  fallback: TValue;
}

interface ListParams<TValue extends string> {
  filter: TValue;
  page: number;
}

/** Unknown views and pages that are not integers above 1 fall back to the defaults. */
function readListParams<TValue extends string>(search: URLSearchParams, filter: ListFilter<TValue>): ListParams<TValue> {
  const value = search.get(filter.param);
  const page = Number(search.get('page'));
  return {
    filter: filter.values.find((candidate) => candidate === value) ?? filter.fallback,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search string of a list state: `?status=past&page=2`, or '' for the defaults. */
function listSearch<TValue extends string>({ filter: value, page }: ListParams<TValue>, filter: ListFilter<TValue>): string {
  const params = new URLSearchParams();
  if (value !== filter.fallback) params.set(filter.param, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

interface ListParamsState<TValue extends string> extends ListParams<TValue> {
  /** The search string of the current state (for links back to it). */
  search: string;
  /** The search string of this state changed by `patch` (a page, a view). */
  searchFor: (patch: Partial<ListParams<TValue>>) => string;
  /** Goes to `page` of the current view and to the top of the window. */
  setPage: (page: number) => void;
  /** The views as FilterTabs, each on its first page. */
  tabs: (labels: Readonly<Record<TValue, string>>) => FilterTab[];
}

/** The list state of the current URL, for one list with one filter of views. */
function useListParams<TValue extends string>(filter: ListFilter<TValue>): ListParamsState<TValue> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, filter);
  const searchFor = (patch: Partial<ListParams<TValue>>) => listSearch({ ...params, ...patch }, filter);
  return {
    ...params,
    search: listSearch(params, filter),
    searchFor,
    setPage: (page) => {
      setSearchParams(searchFor({ page }));
      window.scrollTo({ top: 0 });
    },
    tabs: (labels) =>
      filter.values.map((value) => ({ label: labels[value], search: searchFor({ filter: value, page: 1 }), current: value === params.filter })),
  };
}

export { readListParams, listSearch, useListParams };
export type { ListFilter };
