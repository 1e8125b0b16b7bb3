import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser, type User } from '@cabinet/runtime';
import { KEPT_MAX_AGE_MS, keepData, restoreKept } from '../kept-data.ts';

const anna = { id: 1, name: 'Анна Смирнова', email: 'anna@example.com' } as User;
const irina = { id: 2, name: 'Ирина Петрова', email: 'irina@example.com' } as User;
const annaEvents = { data: [{ id: 7, title: 'Лекция Анны' }] };

/** What IndexedDB holds now, as text ('' for nothing): read apart from the module under test. */
async function keptText(): Promise<string> {
  const kept: unknown = await get('queries', createStore('cabinet', 'kept'));
  return kept === undefined ? '' : JSON.stringify(kept);
}

const stops: (() => void)[] = [];
function keep(queryClient: QueryClient): void {
  stops.push(keepData(queryClient));
}

/** A tab where `user` is signed in and has seen their events. */
function tabOf(user: User, events?: unknown): QueryClient {
  const queryClient = new QueryClient();
  setUser(queryClient, user);
  if (events) queryClient.setQueryData(['events', 'list', {}], events);
  return queryClient;
}

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  // Nobody signed in: what is kept is wiped, for the next test.
  const guest = new QueryClient();
  setUser(guest, null);
  keep(guest);
  await vi.waitFor(async () => expect(await keptText()).toBe(''));
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('kept data', () => {
  it('keeps what the signed-in person has seen, and an offline start puts it back with their identity', async () => {
    keep(tabOf(anna, annaEvents));
    await vi.waitFor(async () => expect(await keptText()).toContain('Лекция Анны'));

    const offline = new QueryClient();
    await expect(restoreKept(offline)).resolves.toMatchObject({ id: 1, name: 'Анна Смирнова' });
    expect(offline.getQueryData(['events', 'list', {}])).toEqual(annaEvents);
  });

  it('keeps what changes later too, not only what the page started with', async () => {
    const tab = tabOf(anna);
    keep(tab);
    await vi.waitFor(async () => expect(await keptText()).toContain('anna@example.com'));
    tab.setQueryData(['notifications', 'list', {}], { data: [{ id: 3, title: 'Новое уведомление' }] });
    await vi.waitFor(async () => expect(await keptText()).toContain('Новое уведомление'));
  });

  it('wipes it when the session ends (sign-out or a 401 clear the user): an offline start then has nobody', async () => {
    const tab = tabOf(anna, annaEvents);
    keep(tab);
    await vi.waitFor(async () => expect(await keptText()).toContain('Лекция Анны'));
    clearUser(tab);
    await vi.waitFor(async () => expect(await keptText()).toBe(''));
    await expect(restoreKept(new QueryClient())).resolves.toBeNull();
  });

  it('is wiped by a sign-out in another tab, and this tab, still showing the person, writes no more', async () => {
    const tab = tabOf(anna, annaEvents);
    keep(tab);
    await vi.waitFor(async () => expect(await keptText()).toContain('Лекция Анны'));
    // The other tab's sign-out clears the sign-in marker (session/sign-in-marker.ts): this tab hears of it.
    window.dispatchEvent(new StorageEvent('storage', { key: 'cabinet.signed-in', oldValue: '1', newValue: null }));
    await vi.waitFor(async () => expect(await keptText()).toBe(''));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tab.setQueryData(['notifications', 'list', {}], { data: [{ id: 4, title: 'После выхода' }] });
    // Past a write's wait (SAVE_DELAY_MS): a write still following this tab would be asked by now.
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    // Read after any such write (IndexedDB answers a store's requests in the order they were made): nothing.
    expect(await keptText()).toBe('');
  });

  it('replaces one person’s data with the next one’s: nothing of the first is shown to the second', async () => {
    keep(tabOf(anna, annaEvents));
    await vi.waitFor(async () => expect(await keptText()).toContain('Лекция Анны'));
    for (const stop of stops.splice(0)) stop();

    // Anna's session ended elsewhere; Irina signs in on this browser.
    const irinasTab = tabOf(irina);
    keep(irinasTab);
    await vi.waitFor(async () => expect(await keptText()).toContain('irina@example.com'));
    expect(await keptText()).not.toContain('Анна');
    expect(irinasTab.getQueryData(['events', 'list', {}])).toBeUndefined();
    const offline = new QueryClient();
    await expect(restoreKept(offline)).resolves.toMatchObject({ id: 2 });
    expect(offline.getQueryData(['events', 'list', {}])).toBeUndefined();
  });

  it('keeps what an earlier page of the same person kept beside this page’s, without putting it into this page’s cache', async () => {
    keep(tabOf(anna, annaEvents));
    await vi.waitFor(async () => expect(await keptText()).toContain('Лекция Анны'));
    for (const stop of stops.splice(0)) stop();

    // A new page load of Anna's: its own answers, and a newer one of a list kept before.
    const newer = { data: [{ id: 8, title: 'Свежая лекция' }] };
    const next = tabOf(anna);
    next.setQueryData(['notifications', 'list', {}], { data: [{ id: 5, title: 'Уведомление новой страницы' }] });
    keep(next);
    await vi.waitFor(async () => expect(await keptText()).toContain('Уведомление новой страницы'));
    expect(await keptText()).toContain('Лекция Анны');
    // Online, the page asks the API itself: the kept list is not shown (the API may refuse it now).
    expect(next.getQueryData(['events', 'list', {}])).toBeUndefined();
    next.setQueryData(['events', 'list', {}], newer);
    await vi.waitFor(async () => expect(await keptText()).toContain('Свежая лекция'));
    expect(await keptText()).not.toContain('Лекция Анны');

    // Offline, everything kept is there.
    const offline = new QueryClient();
    await expect(restoreKept(offline)).resolves.toMatchObject({ id: 1 });
    expect(offline.getQueryData(['events', 'list', {}])).toEqual(newer);
    expect(offline.getQueryData(['notifications', 'list', {}])).toEqual({ data: [{ id: 5, title: 'Уведомление новой страницы' }] });
  });

  it('does not show data older than it may be: an offline start a week later has nothing', async () => {
    keep(tabOf(anna, annaEvents));
    await vi.waitFor(async () => expect(await keptText()).toContain('Лекция Анны'));
    for (const stop of stops.splice(0)) stop();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + KEPT_MAX_AGE_MS + 1000);
    await expect(restoreKept(new QueryClient())).resolves.toBeNull();
  });
});
