import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildInfo } from '../build-info.ts';
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, createManifestGuard } from '../manifest-guard.ts';
import { resetConnectionAfterEach, stubConnection } from './connection-stub.ts';

resetConnectionAfterEach();

function deployed(id: string) {
  const latest = vi.fn(async (): Promise<BuildInfo> => ({ id, timestamp: 1_700_000_000_000 }));
  const isPublished = vi.fn(async () => true);
  return { latest, isPublished };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the build-manifest guard', () => {
  it('checks 1 s after it starts, not before', async () => {
    const { latest, isPublished } = deployed('b2');
    const guard = createManifestGuard({ currentId: 'b1', latest, isPublished });
    const stop = guard.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(guard.isStale()).toBe(true);
    stop();
  });

  it('stays current when the deployed build is this one', async () => {
    const { latest, isPublished } = deployed('b1');
    const guard = createManifestGuard({ currentId: 'b1', latest, isPublished });
    const stop = guard.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(isPublished).not.toHaveBeenCalled();
    expect(guard.isStale()).toBe(false);
    stop();
  });

  it('checks again every hour', async () => {
    const { latest, isPublished } = deployed('b1');
    const guard = createManifestGuard({ currentId: 'b1', latest, isPublished });
    const stop = guard.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - FIRST_CHECK_DELAY_MS - 1);
    expect(latest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(latest).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(latest).toHaveBeenCalledTimes(3);
  });

  it('skips the first check on a slow-2g connection, and still checks hourly', async () => {
    stubConnection({ effectiveType: 'slow-2g' });
    const { latest, isPublished } = deployed('b2');
    const guard = createManifestGuard({ currentId: 'b1', latest, isPublished });
    const stop = guard.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS * 10);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(latest).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not trust a new id whose build meta is not served yet', async () => {
    const { latest } = deployed('b2');
    const guard = createManifestGuard({ currentId: 'b1', latest, isPublished: async () => false });
    await guard.check();
    expect(guard.isStale()).toBe(false);
  });

  it('keeps going when a check fails', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const latest = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ id: 'b2', timestamp: 1 });
    const guard = createManifestGuard({ currentId: 'b1', latest, isPublished: async () => true });
    await guard.check();
    expect(guard.isStale()).toBe(false);
    await guard.check();
    expect(guard.isStale()).toBe(true);
  });

  it('does nothing without a build id (development)', async () => {
    const { latest, isPublished } = deployed('b2');
    const guard = createManifestGuard({ currentId: null, latest, isPublished });
    const stop = guard.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(latest).not.toHaveBeenCalled();
    stop();
  });
});
