import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { incompatibilityOf } from '../incompatible-remotes.ts';
import manifestCheckPlugin from '../runtime-plugins/manifest-check.ts';

afterEach(() => vi.restoreAllMocks());

const host: HostProvisions = { remoteContracts: [1], exposes: ['./module'], shared: { react: '19.3.1' } };

function manifestOf(name: string, react: string) {
  return {
    name,
    metaData: { cabinet: { contract: 1, version: '1.0.0' } },
    shared: [{ name: 'react', requiredVersion: react }],
    exposes: [{ path: './module' }],
  };
}

async function fetchThroughPlugin(body: unknown, status = 200) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const hook = manifestCheckPlugin(host).fetch as (url: string, init: RequestInit) => Promise<Response>;
  const result = hook('http://localhost:3001/r1/mf-manifest.json', { headers: { Accept: 'application/json' } });
  return { fetchSpy, result };
}

describe('the manifest check', () => {
  it('revalidates the manifest with the server every time instead of trusting a cached copy', async () => {
    const { fetchSpy, result } = await fetchThroughPlugin(manifestOf('events', '^19.3.1'));
    expect((await result).ok).toBe(true);
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith('http://localhost:3001/r1/mf-manifest.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
  });

  it('lets a remote that fits through, untouched', async () => {
    const { result } = await fetchThroughPlugin(manifestOf('events', '^19.3.1'));
    expect(await (await result).json()).toMatchObject({ name: 'events' });
    expect(incompatibilityOf('events')).toBeUndefined();
  });

  it('refuses a remote that does not fit before any of its code loads, and says why in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = await fetchThroughPlugin(manifestOf('polls', '^20.0.0'));
    await expect(result).rejects.toThrow(/нужен react \^20\.0\.0, хост даёт 19\.3\.1/);
    expect(incompatibilityOf('polls')).toEqual(['нужен react ^20.0.0, хост даёт 19.3.1']);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Remote polls 1\.0\.0 refused: нужен react \^20\.0\.0/);
  });

  it('forgets the refusal once a fitting release of it is out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await (await fetchThroughPlugin(manifestOf('profile', '^20.0.0'))).result.catch(() => undefined);
    expect(incompatibilityOf('profile')).toBeDefined();
    vi.restoreAllMocks();
    await (await fetchThroughPlugin(manifestOf('profile', '^19.0.0'))).result;
    expect(incompatibilityOf('profile')).toBeUndefined();
  });

  it('leaves a failed answer to MF’s own error handling', async () => {
    const { result } = await fetchThroughPlugin({ message: 'Not Found' }, 404);
    expect((await result).status).toBe(404);
  });
});
