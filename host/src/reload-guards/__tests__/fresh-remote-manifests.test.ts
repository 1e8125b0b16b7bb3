import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshRemoteManifests } from '../fresh-remote-manifests.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetching remote manifests', () => {
  it('revalidates with the server every time instead of trusting a cached copy', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const plugin = freshRemoteManifests();
    const hook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
    await hook('http://localhost:3001/mf-manifest.json', { headers: { Accept: 'application/json' } });
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith('http://localhost:3001/mf-manifest.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
  });
});
