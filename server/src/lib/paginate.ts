import type { FastifyRequest } from 'fastify';
import type { PaginationLinks, PaginationMeta } from '@cabinet/runtime/contract';

interface Page {
  page: number;
  perPage: number;
  offset: number;
}

export function pageOf(page: number, perPage: number): Page {
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * Laravel's LengthAwarePaginator JSON: `links` and `meta` around `data`. The
 * page links keep the list's other query parameters (`withQueryString()`).
 * The path is the configured app URL and the route's own path: nothing of
 * the request (Host header, raw URL) is echoed.
 */
export function paginate<TItem>(
  request: FastifyRequest,
  items: TItem[],
  total: number,
  { page, perPage, offset }: Page,
  query: Record<string, string | number | boolean | undefined>,
): { data: TItem[]; links: PaginationLinks; meta: PaginationMeta } {
  const path = `${request.server.config.appUrl}${request.routeOptions.url ?? ''}`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || key === 'page') continue;
      params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
    params.set('page', String(target));
    return `${path}?${params.toString()}`;
  };
  return {
    data: items,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: items.length > 0 ? offset + 1 : null,
      last_page: lastPage,
      per_page: perPage,
      to: items.length > 0 ? offset + items.length : null,
      total,
      path,
    },
  };
}
