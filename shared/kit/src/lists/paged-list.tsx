import type { Key, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PaginationMeta } from '@cabinet/runtime';
import { describeError } from '../errors/index.ts';
import { cn } from '../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { Pagination } from '../ui/pagination.tsx';

/** What PagedList needs of a TanStack Query result of a paginated call. */
interface PageQuery<TItem, TMeta extends PaginationMeta> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: { data: TItem[]; meta: TMeta } | undefined;
  refetch: () => unknown;
}

interface PagedListProps<TItem, TMeta extends PaginationMeta> {
  /** The page's query; give it `placeholderData: (previous) => previous` so paging keeps the old page, dimmed. */
  query: PageQuery<TItem, TMeta>;
  /** The list's accessible name («Список событий»). */
  label: string;
  /** The error state's title («Не удалось загрузить события»). */
  errorTitle: string;
  /** Shown while the first page loads, in the list's shape. */
  skeleton: ReactNode;
  /** Shown when the list (not just this page) is empty. */
  empty: ReactNode;
  /** Shown when a stale link points past the last page («На этой странице событий нет»). */
  emptyPageTitle: string;
  /** The search string of a page (`list.searchFor({ page })`). */
  pageSearch: (page: number) => string;
  onPageChange: (page: number) => void;
  renderItem: (item: TItem) => ReactNode;
  itemKey: (item: TItem) => Key;
  /** Above the items once a page is there (a count, a bulk action). */
  header?: (meta: TMeta) => ReactNode;
}

/**
 * One page of a paginated list with the states every list has: loading, an
 * error with «Повторить», an empty list, a page past the end, and the
 * previous page kept (dimmed, `aria-busy`) while the next one loads.
 */
function PagedList<TItem, TMeta extends PaginationMeta>(props: PagedListProps<TItem, TMeta>) {
  const { query, label, errorTitle, skeleton, empty, emptyPageTitle, pageSearch, onPageChange, renderItem, itemKey, header } = props;
  if (query.isPending) return skeleton;
  if (query.isError || !query.data) {
    return <ErrorState title={errorTitle} description={describeError(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { data: items, meta } = query.data;
  let body: ReactNode;
  if (items.length > 0) {
    body = (
      <>
        <ul
          aria-label={label}
          aria-busy={query.isPlaceholderData || undefined}
          data-slot="paged-list"
          className={cn('grid gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        <Pagination page={meta.current_page} lastPage={meta.last_page} getHref={(page) => pageSearch(page) || '?'} onPageChange={onPageChange} />
      </>
    );
  } else if (meta.total > 0) {
    // A stale link to a page past the end: the list is not empty, the page is.
    body = (
      <EmptyState
        title={emptyPageTitle}
        action={
          <Button asChild variant="outline">
            <Link to={{ search: pageSearch(1) }}>К первой странице</Link>
          </Button>
        }
      />
    );
  } else {
    body = empty;
  }
  return (
    <div className="grid gap-4">
      {header?.(meta)}
      {body}
    </div>
  );
}

export { PagedList };
export type { PageQuery };
