/**
 * A made-up resource the client's own tests call: how the client sends,
 * retries and fails does not depend on which endpoint it calls, and the
 * real calls belong to their owners (remotes, the host), not to this package.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  apiPath,
  csrfFailure,
  currentUser,
  paginate,
  readJson,
  unauthenticated,
  validationError,
  type TestDb,
  type TestDomain,
} from '@cabinet/testing';
import { PaginationMetaSchema, dataEnvelope, paginated } from '../../../contract/index.ts';
import { apiRequest, type CallOptions } from '../../client.ts';

declare module '@cabinet/testing' {
  interface TestDb {
    items: string[];
  }
}

const ITEMS_PATH = '/api/test/items';
const ITEMS = apiPath(ITEMS_PATH);

const ItemPageSchema = paginated(v.string(), PaginationMetaSchema);
const ItemSchema = dataEnvelope(v.string());

/** The name sent as JSON `{name}` or as a multipart field. */
async function readName(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return (await request.formData()).get('name');
  }
  const body = await readJson(request);
  return typeof body === 'object' && body !== null && 'name' in body ? body.name : undefined;
}

function itemsHandlers(db: TestDb) {
  async function save({ request }: { request: Request }) {
    if (!currentUser(db, request)) return unauthenticated();
    const failure = csrfFailure(db, request);
    if (failure) return failure;
    const name = await readName(request);
    if (typeof name !== 'string' || name === '') return validationError({ name: ['Обязательное поле'] });
    db.items.push(name);
    return HttpResponse.json({ data: name }, { status: 201 });
  }
  return [
    http.get(ITEMS, ({ request }) => (currentUser(db, request) ? HttpResponse.json(paginate(db.items, new URL(request.url))) : unauthenticated())),
    http.post(ITEMS, save),
    http.put(ITEMS, save),
  ];
}

const itemsDomain: TestDomain = {
  seed: (db) => {
    db.items = ['первый', 'второй', 'третий'];
  },
  handlers: itemsHandlers,
};

/** A GET: a page of items. */
function listItems(query: { page?: number; per_page?: number } = {}, options: CallOptions = {}) {
  return apiRequest(ITEMS_PATH, ItemPageSchema, { query, signal: options.signal });
}

/** A POST (mutating: CSRF, never retried). */
function addItem(name: string) {
  return apiRequest(ITEMS_PATH, ItemSchema, { method: 'POST', body: { name } });
}

/** A PUT, with a JSON body or a form. */
function putItem(body: { name: string } | FormData) {
  return apiRequest(ITEMS_PATH, ItemSchema, { method: 'PUT', body });
}

export { ITEMS, ITEMS_PATH, itemsDomain, listItems, addItem, putItem };
