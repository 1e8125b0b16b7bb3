import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { currentBuildId, fetchLatestBuild, isBuildPublished } from '../build-info.ts';

const { server } = setupHostApi();

afterEach(() => {
  document.head.querySelector('meta[name="cabinet-build-id"]')?.remove();
});

describe('the build manifest files', () => {
  it('reads the page’s own build id from app.html', () => {
    expect(currentBuildId()).toBeNull();
    document.head.insertAdjacentHTML('beforeend', '<meta name="cabinet-build-id" content="3f2a9c1d0b7e">');
    expect(currentBuildId()).toBe('3f2a9c1d0b7e');
  });

  it('asks for /builds/latest.json with a timestamp query', async () => {
    server.use(http.get('*/builds/latest.json', () => HttpResponse.json({ id: 'abc', timestamp: 1_700_000_000_000 })));
    const requests = recordRequests(server);
    expect(await fetchLatestBuild(1_700_000_123_456)).toEqual({ id: 'abc', timestamp: 1_700_000_000_000 });
    expect(requests[0]?.url.pathname).toBe('/builds/latest.json');
    expect(requests[0]?.url.search).toBe('?1700000123456');
  });

  it('ignores a missing or malformed latest.json', async () => {
    server.use(http.get('*/builds/latest.json', () => new HttpResponse('Not Found', { status: 404 })));
    expect(await fetchLatestBuild()).toBeNull();
    server.use(http.get('*/builds/latest.json', () => HttpResponse.json({ id: '<script>', timestamp: 'now' })));
    expect(await fetchLatestBuild()).toBeNull();
  });

  it('trusts a build once its meta file is served', async () => {
    server.use(
      http.get('*/builds/meta/abc.json', () => HttpResponse.json({ id: 'abc', timestamp: 1, remotes: {} })),
      http.get('*/builds/meta/def.json', () => new HttpResponse('Not Found', { status: 404 })),
    );
    expect(await isBuildPublished('abc')).toBe(true);
    expect(await isBuildPublished('def')).toBe(false);
  });
});
