/**
 * Page navigation for the API's paginated lists (`meta.current_page`,
 * `meta.last_page`). `<Pagination page lastPage onPageChange />` renders
 * buttons; with `getHref` it renders links (shareable, open in a new tab),
 * and `onPageChange`, if also given, takes over a plain click (router
 * navigation) while modified clicks keep the browser's behaviour.
 */
import * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';

import { cn } from '../lib/cn.ts';
import { buttonVariants } from './button.tsx';

type PageRangeItem = number | 'ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The first and last pages and `siblings` either side of the current one,
 * with ellipses between. Always `2 * siblings + 5` items once the list is
 * longer than that, so the control does not change width while paging.
 */
function pageRange(page: number, lastPage: number, siblings = 1): PageRangeItem[] {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const slots = 2 * siblings + 5;
  if (last <= slots) return range(1, last);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, last);
  if (left <= 3) return [...range(1, slots - 2), 'ellipsis', last];
  if (right >= last - 2) return [1, 'ellipsis', ...range(last - slots + 3, last)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', last];
}

type PageTarget = {
  onPageChange?: ((page: number) => void) | undefined;
  getHref?: ((page: number) => string) | undefined;
};

type PageControlProps = PageTarget & {
  target: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  children: React.ReactNode;
};

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function PageControl({ target, label, disabled = false, current = false, onPageChange, getHref, children }: PageControlProps) {
  const className = cn(buttonVariants({ variant: current ? 'outline' : 'ghost', size: 'icon' }));
  const common = {
    'data-slot': 'pagination-link',
    'data-active': current || undefined,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    className,
  };
  if (getHref) {
    return disabled ? (
      <a role="link" aria-disabled="true" {...common}>
        {children}
      </a>
    ) : (
      <a
        href={getHref(target)}
        onClick={(event) => {
          if (!onPageChange || !isPlainClick(event)) return;
          event.preventDefault();
          onPageChange(target);
        }}
        {...common}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" disabled={disabled} onClick={() => onPageChange?.(target)} {...common}>
      {children}
    </button>
  );
}

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> &
  PageTarget & {
    page: number;
    lastPage: number;
    /** Pages shown either side of the current one. */
    siblings?: number;
  };

/** Nothing is rendered for a single page. */
function Pagination({ className, page, lastPage, siblings = 1, onPageChange, getHref, ...props }: PaginationProps) {
  if (lastPage <= 1) return null;
  const target = { onPageChange, getHref };
  return (
    <nav
      data-slot="pagination"
      aria-label="Навигация по страницам"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    >
      <ul data-slot="pagination-content" className="flex flex-row items-center gap-1">
        <li data-slot="pagination-item">
          <PageControl {...target} target={page - 1} disabled={page <= 1} label="Предыдущая страница">
            <ChevronLeftIcon aria-hidden="true" />
          </PageControl>
        </li>
        {pageRange(page, lastPage, siblings).map((item, index) => (
          <li data-slot="pagination-item" key={item === 'ellipsis' ? `ellipsis-${index}` : item}>
            {item === 'ellipsis' ? (
              <span data-slot="pagination-ellipsis" aria-hidden="true" className="flex size-9 items-center justify-center">
                <MoreHorizontalIcon className="size-4" />
              </span>
            ) : (
              <PageControl {...target} target={item} current={item === page} label={`Страница ${item}`}>
                {item}
              </PageControl>
            )}
          </li>
        ))}
        <li data-slot="pagination-item">
          <PageControl {...target} target={page + 1} disabled={page >= lastPage} label="Следующая страница">
            <ChevronRightIcon aria-hidden="true" />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}

export { Pagination, pageRange };
