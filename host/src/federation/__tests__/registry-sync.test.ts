import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inCanary, type RemoteEntry } from '@cabinet/runtime';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadRegistry, registeredEntry } = await import('../registry.ts');
const { chooseReleasesFor, followRegistry, followRegistryReads, isRemoteStale, markRemoteLoaded, rechooseReleases, resetRegistrySync, refreshRegistry } = await import(
  '../registry-sync.ts'
);
const { leavePreview, resetPreview } = await import('../preview/preview-session.ts');
const { startPreview } = await import('../preview/release-preview.ts');

const release = (name: string, id: string): RemoteEntry => ({ name, title: name, entry: `http://localhost:3001/${id}/mf-manifest.json` });

function serveRegistry(...remotes: RemoteEntry[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ remotes })));
}

async function startWith(...remotes: RemoteEntry[]) {
  serveRegistry(...remotes);
  followRegistry(await loadRegistry(), 0);
  runtime.registerRemotes.mockClear();
}

beforeEach(async () => {
  vi.restoreAllMocks();
  resetRegistrySync();
  resetPreview();
  await startWith(release('events', 'r1'), release('polls', 'r1'));
});

describe('following the registry while the tab is open', () => {
  it('registers a new release of a remote not loaded here, so the next visit loads it', async () => {
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await refreshRegistry();
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'events', entry: release('events', 'r2').entry }], { force: true });
    expect(registeredEntry('events')?.entry).toContain('/r2/');
    expect(isRemoteStale('events')).toBe(false);
  });

  it('marks a loaded remote stale instead: its code cannot be swapped in place', async () => {
    markRemoteLoaded('events');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await refreshRegistry();
    expect(isRemoteStale('events')).toBe(true);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('tells a reader (the service worker’s messenger) the registry at once, and each read after, once it is applied', async () => {
    const reads: string[][] = [];
    const stop = followRegistryReads((remotes) => reads.push(remotes.map((remote) => `${remote.name} ${registeredEntry(remote.name)?.entry ?? ''}`)));
    expect(reads).toEqual([[`events ${release('events', 'r1').entry}`, `polls ${release('polls', 'r1').entry}`]]);
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await refreshRegistry();
    expect(reads[1]).toEqual([`events ${release('events', 'r2').entry}`, `polls ${release('polls', 'r1').entry}`]);
    stop();
    await refreshRegistry();
    expect(reads).toHaveLength(2);
  });

  it('changes nothing when the registry is the same', async () => {
    await refreshRegistry();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(isRemoteStale('events')).toBe(false);
  });

  it('asks once for a burst of navigations', async () => {
    const fetchSpy = serveRegistry(release('events', 'r1'), release('polls', 'r1'));
    fetchSpy.mockClear();
    await refreshRegistry({ maxAgeMs: 2000, now: 10_000 });
    await refreshRegistry({ maxAgeMs: 2000, now: 11_000 });
    await refreshRegistry({ maxAgeMs: 2000, now: 12_500 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps what it has when the registry cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await expect(refreshRegistry()).resolves.toBeUndefined();
    expect(registeredEntry('events')?.entry).toContain('/r1/');
  });
});

describe('where the registry is', () => {
  it('reads it where the config says at start-up, and there again while the tab is open', async () => {
    const fetchSpy = serveRegistry(release('events', 'r1'), release('polls', 'r1'));
    fetchSpy.mockClear();
    await loadRegistry({ registryUrl: 'https://cdn.example.com/releases/remotes.json' });
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await refreshRegistry();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      'https://cdn.example.com/releases/remotes.json',
      'https://cdn.example.com/releases/remotes.json',
    ]);
    expect(registeredEntry('events')?.entry).toContain('/r2/');
  });
});

describe('the release this tab runs', () => {
  const LIVE = '0.1.0-aaaaaaaaaa';
  const CANARY = '0.1.0-bbbbbbbbbb';
  const entryOf = (id: string) => `http://localhost:3001/${id}/mf-manifest.json`;
  const canaried = (percent = 50): RemoteEntry => ({
    ...release('events', LIVE),
    release: LIVE,
    canary: { release: CANARY, entry: entryOf(CANARY), percent },
  });
  const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
  const inside = ids.find((id) => inCanary('events', id, 50)) ?? 0;
  const outside = ids.find((id) => !inCanary('events', id, 50)) ?? 0;

  it('registers a remote with a canary only once the user is known, then in the release of that user’s share', async () => {
    resetRegistrySync();
    await startWith(canaried(), release('polls', 'r1'));
    expect(registeredEntry('polls')).toBeDefined();
    expect(registeredEntry('events')).toBeUndefined();
    chooseReleasesFor(inside);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'events', entry: entryOf(CANARY) }], { force: true });
  });

  it('gives the others, and guests, the live release', async () => {
    resetRegistrySync();
    await startWith(canaried(), release('polls', 'r1'));
    chooseReleasesFor(outside);
    expect(registeredEntry('events')?.entry).toBe(entryOf(LIVE));
    resetRegistrySync();
    await startWith(canaried(), release('polls', 'r1'));
    chooseReleasesFor(null);
    expect(registeredEntry('events')?.entry).toBe(entryOf(LIVE));
  });

  it('chooses again when another user signs in in this tab: anew if not loaded, stale if loaded', async () => {
    resetRegistrySync();
    await startWith(canaried(), release('polls', 'r1'));
    chooseReleasesFor(outside);
    chooseReleasesFor(inside);
    expect(registeredEntry('events')?.entry).toBe(entryOf(CANARY));
    markRemoteLoaded('events');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    chooseReleasesFor(outside);
    expect(isRemoteStale('events')).toBe(true);
  });

  it('follows a canary ended by promote or rollback: the canary’s users get the live release', async () => {
    resetRegistrySync();
    await startWith(canaried(), release('polls', 'r1'));
    chooseReleasesFor(inside);
    serveRegistry({ ...release('events', LIVE), release: LIVE }, release('polls', 'r1'));
    await refreshRegistry();
    expect(registeredEntry('events')?.entry).toBe(entryOf(LIVE));
  });

  it('forgets a stale mark when the registry goes back to the release the tab runs', async () => {
    markRemoteLoaded('events');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serveRegistry(release('events', 'r2'), release('polls', 'r1'));
    await refreshRegistry();
    expect(isRemoteStale('events')).toBe(true);
    serveRegistry(release('events', 'r1'), release('polls', 'r1'));
    await refreshRegistry();
    expect(isRemoteStale('events')).toBe(false);
  });

  it('keeps a previewed release over every registry read, and brings the live one back when the preview is left', async () => {
    resetRegistrySync();
    window.history.replaceState(null, '', `/cabinet/events?remote-preview=events@${CANARY}`);
    const remotes = [{ ...release('events', LIVE), release: LIVE }, release('polls', 'r1')];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      new Response(JSON.stringify(String(url).endsWith('/releases.json') ? { releases: [{ id: LIVE }, { id: CANARY }], previews: [CANARY] } : { remotes })),
    );
    followRegistry(await loadRegistry(), Date.now());
    await startPreview(remotes, true);
    rechooseReleases();
    expect(registeredEntry('events')?.entry).toBe(entryOf(CANARY));
    await refreshRegistry();
    expect(registeredEntry('events')?.entry).toBe(entryOf(CANARY));
    leavePreview();
    rechooseReleases();
    expect(registeredEntry('events')?.entry).toBe(entryOf(LIVE));
  });
});
