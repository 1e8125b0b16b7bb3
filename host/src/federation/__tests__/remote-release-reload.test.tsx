import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnsavedChanges } from '@cabinet/runtime';

const sync = vi.hoisted(() => ({ stale: new Set<string>(), refreshRegistry: vi.fn(async () => undefined) }));
vi.mock('../registry-sync.ts', () => ({
  ENTRY_SYNC_MAX_AGE_MS: 2000,
  isRemoteStale: (name: string) => sync.stale.has(name),
  refreshRegistry: sync.refreshRegistry,
}));

const { RemoteReleaseReload } = await import('../remote-release-reload.tsx');
const { pageReload } = await import('../../reload-guards/page-reload.ts');

const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <RemoteReleaseReload names={['events', 'polls']} />
    </MemoryRouter>,
  );
}

async function go(path: string) {
  await act(async () => {
    window.history.replaceState(null, '', path);
    await router.navigate(path);
  });
}

beforeEach(() => {
  sync.stale.clear();
  sync.refreshRegistry.mockClear();
  window.sessionStorage.clear();
  vi.spyOn(pageReload, 'assign').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  setUnsavedChanges('test-form', false);
  vi.restoreAllMocks();
});

describe('a remote released anew while the tab is open', () => {
  it('reloads the page when the user goes into its section', async () => {
    renderAt('/cabinet');
    sync.stale.add('events');
    await go('/cabinet/events?page=2');
    expect(pageReload.assign).toHaveBeenCalledExactlyOnceWith('/cabinet/events?page=2');
  });

  it('finds out on the way in: the registry is read, then the stale section reloads', async () => {
    renderAt('/cabinet/polls');
    sync.refreshRegistry.mockImplementationOnce(async () => {
      sync.stale.add('events');
    });
    await go('/cabinet/events');
    expect(sync.refreshRegistry).toHaveBeenCalledWith({ maxAgeMs: 2000 });
    expect(pageReload.assign).toHaveBeenCalledWith('/cabinet/events');
  });

  it('never reloads inside the section the user is in', async () => {
    renderAt('/cabinet/events');
    sync.stale.add('events');
    await go('/cabinet/events/3');
    expect(pageReload.assign).not.toHaveBeenCalled();
  });

  it('waits while a form holds unsaved input', async () => {
    renderAt('/cabinet');
    sync.stale.add('events');
    setUnsavedChanges('test-form', true);
    await go('/cabinet/events');
    expect(pageReload.assign).not.toHaveBeenCalled();
  });

  it('reloads a path once within the guard’s window', async () => {
    renderAt('/cabinet');
    sync.stale.add('events');
    await go('/cabinet/events');
    await go('/cabinet');
    await go('/cabinet/events');
    expect(pageReload.assign).toHaveBeenCalledTimes(1);
  });

  it('leaves other pages alone', async () => {
    renderAt('/cabinet/events');
    sync.stale.add('events');
    await go('/cabinet');
    expect(pageReload.assign).not.toHaveBeenCalled();
  });
});
