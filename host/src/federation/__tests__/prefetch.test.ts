import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConnectionAfterEach, stubConnection } from '../../reload-guards/__tests__/connection-stub.ts';
import { createPrefetchQueue, preloadSectionOf, PREFETCH_LIMIT } from '../prefetch.ts';
import { register } from '../registry.ts';

const preloadRemote = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote, registerRemotes: vi.fn() }));

resetConnectionAfterEach();

/** A load per remote that the test finishes when it wants. */
function controlledLoads() {
  const finish = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  const load = vi.fn(
    (name: string) =>
      new Promise<void>((resolve, reject) => {
        finish.set(name, { resolve, reject });
      }),
  );
  return { load, finish: (name: string) => finish.get(name)?.resolve(), fail: (name: string) => finish.get(name)?.reject(new Error('down')) };
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetching remotes', () => {
  it('preloads a remote once, however often its link is hovered', () => {
    const { load } = controlledLoads();
    const queue = createPrefetchQueue({ load });
    expect(queue.prefetch('events')).toBe(true);
    expect(queue.prefetch('events')).toBe(false);
    expect(load).toHaveBeenCalledExactlyOnceWith('events');
  });

  it('preloads a remote again once it is registered with another release', () => {
    const { load } = controlledLoads();
    let release = 'a';
    const queue = createPrefetchQueue({ load, key: (name) => `${name} ${release}` });
    expect(queue.prefetch('events')).toBe(true);
    release = 'b';
    expect(queue.prefetch('events')).toBe(true);
    expect(queue.prefetch('events')).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('has at most 4 prefetches in flight and starts the next when one ends', async () => {
    const { load, finish } = controlledLoads();
    const queue = createPrefetchQueue({ load });
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) queue.prefetch(name);
    expect(PREFETCH_LIMIT).toBe(4);
    expect(load.mock.calls.map(([name]) => name)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.pending()).toEqual({ inFlight: 4, waiting: 2 });

    finish('b');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(5));
    expect(load.mock.calls[4]?.[0]).toBe('e');
    expect(queue.pending()).toEqual({ inFlight: 4, waiting: 1 });
  });

  it('lets a failed prefetch free its place and does not try that remote again', async () => {
    const { load, fail } = controlledLoads();
    const queue = createPrefetchQueue({ load, limit: 1 });
    queue.prefetch('events');
    queue.prefetch('polls');
    fail('events');
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('polls'));
    expect(queue.prefetch('events')).toBe(false);
    expect(console.debug).toHaveBeenCalledWith('Prefetch of remote events failed', expect.any(Error));
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('is skipped on %s', (_what, connection) => {
    stubConnection(connection);
    const { load } = controlledLoads();
    const queue = createPrefetchQueue({ load });
    expect(queue.prefetch('events')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('prefetches on 3g and 4g, and where the browser says nothing about the connection', () => {
    const { load } = controlledLoads();
    const queue = createPrefetchQueue({ load });
    queue.prefetch('events');
    stubConnection({ effectiveType: '3g', saveData: false });
    queue.prefetch('polls');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('may prefetch a skipped remote once the connection allows it', () => {
    stubConnection({ effectiveType: '2g' });
    const { load } = controlledLoads();
    const queue = createPrefetchQueue({ load });
    queue.prefetch('events');
    stubConnection({ effectiveType: '4g' });
    expect(queue.prefetch('events')).toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('preloading the section of the address the page starts on', () => {
  const registered = (name: string) => register([{ name, title: name, entry: `http://localhost:3003/0.1.0-aaaaaaaaaa/mf-manifest.json` }], false);

  it('preloads that section’s remote, even on a slow connection', () => {
    registered('polls');
    stubConnection({ effectiveType: '2g' });
    expect(preloadSectionOf('/cabinet/polls/5', ['events', 'polls'])).toBe('polls');
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'polls', exposes: ['./module'] }]);
  });

  it('waits for a remote not registered yet: its release is chosen with the user (a canary)', () => {
    preloadRemote.mockClear();
    expect(preloadSectionOf('/cabinet/events', ['events', 'polls'])).toBeNull();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it.each(['/cabinet', '/login', '/cabinet/unknown', '/events'])('preloads nothing on %s', (pathname) => {
    preloadRemote.mockClear();
    expect(preloadSectionOf(pathname, ['events', 'polls'])).toBeNull();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
