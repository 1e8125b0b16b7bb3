import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '../../index.ts';
import { routePrefetches } from '../route-prefetches.ts';

describe('routePrefetches: what a section’s page reads first', () => {
  const seen: unknown[] = [];
  const routes: RemoteRoute[] = [
    { index: true, prefetch: ({ searchParams }) => [{ queryKey: ['events', 'list', searchParams.get('page')] }] },
    { path: ':id', prefetch: ({ params }) => (seen.push(params), [{ queryKey: ['events', 'detail', params.id] }]) },
    { path: 'no-prefetch' },
  ];
  const at = (address: string) => routePrefetches({ routes }, new URL(address, 'http://localhost')).map((query) => query.queryKey);

  it('is what the route matched below /cabinet/<name> declares, with its params and the address’s query', () => {
    expect(at('/cabinet/events?page=3')).toEqual([['events', 'list', '3']]);
    expect(at('/cabinet/events/')).toEqual([['events', 'list', null]]);
    expect(at('/cabinet/events/42')).toEqual([['events', 'detail', '42']]);
    expect(seen).toEqual([{ id: '42' }]);
  });

  it('is nothing for a route without prefetch, an address no route matches, or one off a section', () => {
    expect(at('/cabinet/events/no-prefetch')).toEqual([]);
    expect(at('/cabinet/events/a/b/c')).toEqual([]);
    expect(at('/cabinet')).toEqual([]);
    expect(at('/login')).toEqual([]);
  });
});
