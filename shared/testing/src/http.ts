import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { PER_PAGE_DEFAULT, PageQuerySchema, plural, type PaginationLinks, type PaginationMeta, type User } from '@cabinet/runtime';
import type { TestDb } from './db.ts';

/**
 * What every handler needs: the Laravel-shaped answers (401, 404, 419, 422,
 * pagination) and the two checks the reference server makes (CSRF, auth).
 */

/** Handlers match any origin, so a test may configure any `apiBaseUrl`. */
function apiPath(path: string): string {
  return `*${path}`;
}

function message(status: number, text: string): HttpResponse<{ message: string }> {
  return HttpResponse.json({ message: text }, { status });
}

const unauthenticated = () => message(401, 'Unauthenticated.');
const notFound = (text = 'Ресурс не найден') => message(404, text);

/** 422 like the reference server: the first error, then "(и ещё N ошибок)". */
function validationError(
  errors: Record<string, string[]>,
): HttpResponse<{ message: string; errors: Record<string, string[]> }> {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'Неверные данные';
  const rest = all.length - 1;
  const text = rest > 0 ? `${first} (и ещё ${rest} ${plural(rest, ['ошибка', 'ошибки', 'ошибок'])})` : first;
  return HttpResponse.json({ message: text, errors }, { status: 422 });
}

/** valibot issues → Laravel's `errors`, keyed by the dotted path. */
function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** The signed-in user (a valid Bearer token, else the cookie session), or null. */
function currentUser(db: TestDb, request: Request): User | null {
  const token = bearerToken(request);
  const userId = token ? (db.tokens.get(token) ?? null) : db.session.userId;
  return db.accounts.find((account) => account.user.id === userId)?.user ?? null;
}

/**
 * Sanctum checks CSRF for cookie-session requests: a non-GET without the
 * issued token in `X-XSRF-TOKEN` gets 419. Bearer requests are exempt.
 */
function csrfFailure(db: TestDb, request: Request): HttpResponse<{ message: string }> | null {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || bearerToken(request)) return null;
  const header = request.headers.get('x-xsrf-token');
  return db.csrfToken !== null && header === db.csrfToken ? null : message(419, 'CSRF token mismatch.');
}

/** Reads `page` / `per_page` like the server (invalid values fall back to defaults). */
function pageQuery(url: URL): { page: number; per_page: number } {
  const result = v.safeParse(PageQuerySchema, {
    page: url.searchParams.get('page') ?? undefined,
    per_page: url.searchParams.get('per_page') ?? undefined,
  });
  return result.success ? result.output : { page: 1, per_page: PER_PAGE_DEFAULT };
}

/** Laravel's paginated collection of `items` for the request's page. */
function paginate<TItem>(
  items: readonly TItem[],
  url: URL,
): { data: TItem[]; links: PaginationLinks; meta: PaginationMeta } {
  const { page, per_page } = pageQuery(url);
  const lastPage = Math.max(1, Math.ceil(items.length / per_page));
  const start = (page - 1) * per_page;
  const data = items.slice(start, start + per_page);
  const path = `${url.origin}${url.pathname}`;
  const link = (target: number) => `${path}?page=${target}`;
  return {
    data,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(page - 1) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: data.length > 0 ? start + 1 : null,
      last_page: lastPage,
      per_page,
      to: data.length > 0 ? start + data.length : null,
      total: items.length,
      path,
    },
  };
}

/** The JSON body, or undefined when it is not JSON. */
async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export {
  apiPath,
  message,
  unauthenticated,
  notFound,
  validationError,
  issuesToErrors,
  bearerToken,
  currentUser,
  csrfFailure,
  paginate,
  readJson,
};
