import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUser, createQueryClient, inCanary, setUser, type RemoteEntry } from '@cabinet/runtime';
import { seedUser } from '@cabinet/testing';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), preloadRemote: vi.fn(() => Promise.resolve()) }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { followReleaseUser, startFederation } = await import('../start-federation.ts');
const { registeredEntry } = await import('../registry.ts');
const { resetRegistrySync } = await import('../registry-sync.ts');

const LIVE = 'http://localhost:3001/0.1.0-aaaaaaaaaa/mf-manifest.json';
const CANARY = 'http://localhost:3001/0.1.0-bbbbbbbbbb/mf-manifest.json';
const remotes: RemoteEntry[] = [
  { name: 'events', title: 'События', entry: LIVE, canary: { release: '0.1.0-bbbbbbbbbb', entry: CANARY, percent: 50 } },
  { name: 'polls', title: 'Опросы', entry: 'http://localhost:3003/0.1.0-cccccccccc/mf-manifest.json' },
];
const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
const inside = { ...seedUser(Date.now()), id: ids.find((id) => inCanary('events', id, 50)) ?? 0 };
const outside = { ...seedUser(Date.now()), id: ids.find((id) => !inCanary('events', id, 50)) ?? 0 };

beforeEach(() => {
  resetRegistrySync();
  runtime.registerRemotes.mockClear();
  runtime.preloadRemote.mockClear();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ remotes })));
  window.history.replaceState(null, '', '/cabinet/events');
});
afterEach(() => vi.restoreAllMocks());

describe('starting federation with a canary in the registry', () => {
  it('loads no code of the remote before the user is known, then the release of the user’s share', async () => {
    await startFederation({ registryUrl: '/remotes.json', previews: true });
    expect(registeredEntry('polls')).toBeDefined();
    expect(registeredEntry('events')).toBeUndefined();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();

    followReleaseUser(createQueryClient(), inside, remotes);
    expect(registeredEntry('events')?.entry).toBe(CANARY);
    expect(runtime.preloadRemote).toHaveBeenCalledExactlyOnceWith([{ nameOrAlias: 'events', exposes: ['./module'] }]);
  });

  it('preloads the section at once when its release needs no user', async () => {
    window.history.replaceState(null, '', '/cabinet/polls');
    await startFederation({ registryUrl: '/remotes.json', previews: true });
    expect(runtime.preloadRemote).toHaveBeenCalledExactlyOnceWith([{ nameOrAlias: 'polls', exposes: ['./module'] }]);
    followReleaseUser(createQueryClient(), outside, remotes);
    expect(runtime.preloadRemote).toHaveBeenCalledOnce();
    expect(registeredEntry('events')?.entry).toBe(LIVE);
  });

  it('chooses again for whoever signs in or out in this document', async () => {
    await startFederation({ registryUrl: '/remotes.json', previews: true });
    const queryClient = createQueryClient();
    followReleaseUser(queryClient, null, remotes);
    expect(registeredEntry('events')?.entry).toBe(LIVE);
    setUser(queryClient, inside);
    expect(registeredEntry('events')?.entry).toBe(CANARY);
    clearUser(queryClient);
    expect(registeredEntry('events')?.entry).toBe(LIVE);
  });
});
