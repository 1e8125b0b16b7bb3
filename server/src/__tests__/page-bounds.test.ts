import { describe, expect, it } from 'vitest';
import { PAGE_MAX } from '@cabinet/runtime/contract';
import { json, signedIn } from '../testing/test-app.ts';

/** Every paginated list of the API. */
const LISTS = ['/api/cabinet/polls', '/api/cabinet/notifications', '/api/cabinet/events'] as const;

describe.each(LISTS)('GET %s with a page beyond any list', (list) => {
  // SQLite refuses an OFFSET of 2^63 or more: such a page used to answer 500.
  it.each(['?page=99999999999999999999', '?per_page=100&page=92233720368547758', `?page=${PAGE_MAX + 1}`])(
    'answers 422 in Russian for %s',
    async (query) => {
      const client = await signedIn();
      const response = await client.get(`${list}${query}`);
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ page: [`Номер страницы не больше ${PAGE_MAX}`] });
    },
  );

  it('still answers the last allowed page (empty)', async () => {
    const client = await signedIn();
    const response = await client.get(`${list}?per_page=100&page=${PAGE_MAX}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual([]);
  });
});
