import type { PaginationLinks, PaginationMeta } from '@cabinet/runtime/contract';

/**
 * JSON of list items, memoised per object. The events list hands out the same
 * frozen-in-practice objects for every user who has not marked them, so their
 * JSON is built once and reused; a marked (copied) event is serialised afresh
 * and its entry disappears with it. Items must never be mutated after sending.
 */
const itemJson = new WeakMap<object, string>();

function jsonOf(item: object): string {
  let json = itemJson.get(item);
  if (json === undefined) {
    json = JSON.stringify(item);
    itemJson.set(item, json);
  }
  return json;
}

/** Serialises a paginated response, same output as `JSON.stringify(page)`. */
export function serializePage(page: { data: object[]; links: PaginationLinks; meta: PaginationMeta }): string {
  return `{"data":[${page.data.map(jsonOf).join(',')}],"links":${JSON.stringify(page.links)},"meta":${JSON.stringify(page.meta)}}`;
}
