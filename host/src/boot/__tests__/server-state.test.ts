import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, TIME_ZONE_COOKIE } from '@cabinet/runtime';
import { rememberTimeZone } from '../remember-time-zone.ts';
import { takeServerState } from '../server-state.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const withState = (text: string) => {
  document.body.innerHTML = `<div id="root" data-rendered=""></div><script type="application/json" id="cabinet-state">${text}</script>`;
};

describe('the data a page was painted with', () => {
  it('fills the cache, each query as fresh as when the server received it', () => {
    const at = Date.now() - 5_000;
    withState(JSON.stringify({ queries: [{ key: ['notifications', 'unread-count'], data: 9, updatedAt: at }, { key: 'not a key', data: 1, updatedAt: at }] }));
    const client = createQueryClient();
    takeServerState(client);
    expect(client.getQueryData(['notifications', 'unread-count'])).toBe(9);
    expect(client.getQueryState(['notifications', 'unread-count'])?.dataUpdatedAt).toBe(at);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('puts nothing from a page without it or with an unreadable one', () => {
    const client = createQueryClient();
    takeServerState(client);
    withState('{"queries": [');
    takeServerState(client);
    withState('null');
    expect(takeServerState(client)).toEqual({ section: null, timeZone: null });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('tells which release of which section was painted, and the zone its dates were written in', () => {
    withState(JSON.stringify({ queries: [], section: { name: 'events', release: '0.1.0-0123456789' }, timeZone: 'Europe/Moscow' }));
    expect(takeServerState(createQueryClient())).toEqual({ section: { name: 'events', release: '0.1.0-0123456789' }, timeZone: 'Europe/Moscow' });
    withState(JSON.stringify({ queries: [], section: { name: 'events' }, timeZone: 5 }));
    expect(takeServerState(createQueryClient())).toEqual({ section: null, timeZone: null });
  });
});

describe('the time zone the renderer writes dates in', () => {
  it('is this browser’s own, kept in a cookie of the front end', () => {
    rememberTimeZone();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  });
});
