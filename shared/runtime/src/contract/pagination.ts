import * as v from 'valibot';

/**
 * Laravel's paginated resource collection: `{data, links, meta}`, and the
 * `page` / `per_page` query every list accepts. Query values arrive as strings,
 * so the query schemas take strings (or numbers) and output numbers.
 */

export const PER_PAGE_DEFAULT = 15;
export const PER_PAGE_MAX = 100;
/**
 * The last page a list may be asked for. Far past any real list (a page past
 * the end is simply empty), and it keeps the offset a database computes from
 * it small: SQLite refuses an OFFSET of 2^63 or more.
 */
export const PAGE_MAX = 1_000_000;

export const PaginationLinksSchema = v.object({
  first: v.string(),
  last: v.string(),
  prev: v.nullable(v.string()),
  next: v.nullable(v.string()),
});
export type PaginationLinks = v.InferOutput<typeof PaginationLinksSchema>;

export const PaginationMetaSchema = v.object({
  current_page: v.number(),
  /** Position of the first item on this page, null on an empty page. */
  from: v.nullable(v.number()),
  last_page: v.number(),
  per_page: v.number(),
  to: v.nullable(v.number()),
  total: v.number(),
  path: v.string(),
});
export type PaginationMeta = v.InferOutput<typeof PaginationMetaSchema>;

/** A paginated list of `item`; `meta` may be extended (notifications add `unread`). */
export function paginated<
  TItem extends v.GenericSchema,
  TMeta extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>(item: TItem, meta: TMeta) {
  return v.object({ data: v.array(item), links: PaginationLinksSchema, meta });
}

/** A positive integer given as a query string ("2") or a number; at most `max` when given (the message says so by default). */
export function queryInteger(min: number, max?: number, maxMessage?: string) {
  const base = v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((input) => String(input).trim()),
    v.regex(/^\d+$/, 'Ожидалось целое число'),
    v.transform(Number),
    v.minValue(min),
  );
  return max === undefined ? base : v.pipe(base, v.maxValue(max, maxMessage));
}

/**
 * A flag as Laravel's `boolean` rule takes it: `true`/`false` in JSON, or
 * `1`/`0` as a number or in a query string or form field. The strings
 * "true"/"false" are refused, as Laravel refuses them — so the client sends
 * `1`/`0` (apiRequest does it for boolean query values) and works with both.
 */
export const QueryBooleanSchema = v.union(
  [
    v.boolean(),
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform((input) => String(input).trim()),
      v.picklist(['1', '0', ''], 'Ожидалось 1 или 0'),
      v.transform((input) => input === '1'),
    ),
  ],
  'Ожидалось 1 или 0',
);

export const PageQueryEntries = {
  page: v.optional(queryInteger(1, PAGE_MAX, `Номер страницы не больше ${PAGE_MAX}`), 1),
  per_page: v.optional(queryInteger(1, PER_PAGE_MAX), PER_PAGE_DEFAULT),
};

export const PageQuerySchema = v.object(PageQueryEntries);
export type PageQueryInput = v.InferInput<typeof PageQuerySchema>;
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;
