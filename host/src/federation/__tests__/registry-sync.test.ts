import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadRegistry, registeredEntry } = await import('../registry.ts');
const { isRemoteStale, markRemoteLoaded, resetRegistrySync, syncRegistry } = await import('../registry-sync.ts');

const release = (name: string, id: string): RemoteEntry => ({ name, title: name, entry: `http://localhost:3001/${id}/mf-manifest.json` });

function serveRegistry(...remotes: RemoteEntry[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ remotes })));
}

beforeEach(async () => {
  vi.restoreAllMocks();
  resetRegistrySync();
  serveRegistry(release('events', 'r1'), release('polls', 'r1'));
  await loadRegistry();
  runtime.registerRemotes.mockClear();
});

describe('following the registry while the tab is open', () => {
  it('registers a new release of a remote not loaded here, so the next visit loads it', async () => {
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await syncRegistry();
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'events', entry: release('events', 'r2').entry }], { force: true });
    expect(registeredEntry('events')?.entry).toContain('/r2/');
    expect(isRemoteStale('events')).toBe(false);
  });

  it('marks a loaded remote stale instead: its code cannot be swapped in place', async () => {
    markRemoteLoaded('events');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await syncRegistry();
    expect(isRemoteStale('events')).toBe(true);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('changes nothing when the registry is the same', async () => {
    await syncRegistry();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(isRemoteStale('events')).toBe(false);
  });

  it('asks once for a burst of navigations', async () => {
    const fetchSpy = serveRegistry(release('events', 'r1'), release('polls', 'r1'));
    fetchSpy.mockClear();
    await syncRegistry({ maxAgeMs: 2000, now: 10_000 });
    await syncRegistry({ maxAgeMs: 2000, now: 11_000 });
    await syncRegistry({ maxAgeMs: 2000, now: 12_500 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps what it has when the registry cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await expect(syncRegistry()).resolves.toBeUndefined();
    expect(registeredEntry('events')?.entry).toContain('/r1/');
  });
});

describe('where the registry is', () => {
  it('reads it where the config says at start-up, and there again while the tab is open', async () => {
    const fetchSpy = serveRegistry(release('events', 'r1'), release('polls', 'r1'));
    fetchSpy.mockClear();
    await loadRegistry('https://cdn.example.com/releases/remotes.json');
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await syncRegistry();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      'https://cdn.example.com/releases/remotes.json',
      'https://cdn.example.com/releases/remotes.json',
    ]);
    expect(registeredEntry('events')?.entry).toContain('/r2/');
  });
});
