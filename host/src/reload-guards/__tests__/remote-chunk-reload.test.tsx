import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';
import { pageReload } from '../page-reload.ts';

// The MF runtime decides what "loading the remote" yields; the fallback
// plugin hands the outlet MF's error inside an unavailable-remote marker.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteOutlet } = await import('../../federation/remote-outlet.tsx');
const { unavailableRemote } = await import('../../federation/unavailable.ts');

const chunkError = Object.assign(new Error('Loading chunk 586 failed.\n(missing: http://localhost:3001/static/js/586.js)'), {
  name: 'ChunkLoadError',
});
const manifestError = new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest.');

let counter = 0;
function openSection(loaded: unknown) {
  counter += 1;
  const remote: RemoteEntry = { name: `section${counter}`, title: 'События', entry: `http://localhost:3001/${counter}/mf-manifest.json` };
  runtime.loadRemote.mockResolvedValue(loaded);
  window.history.replaceState(null, '', `/cabinet/${remote.name}`);
  return render(
    <MemoryRouter initialEntries={[`/cabinet/${remote.name}`]}>
      <Routes>
        <Route path={`/cabinet/${remote.name}/*`} element={<RemoteOutlet entry={remote} />} />
      </Routes>
    </MemoryRouter>,
  );
}

let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a remote whose code fails to load', () => {
  it('reloads the page once when a chunk is missing after its entry loaded', async () => {
    openSection(unavailableRemote('section/module', chunkError));
    expect(await screen.findByText('Обновляем страницу…')).toBeVisible();
    // The reload is an effect of the status shown: it runs after the commit that showed it.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.queryByRole('heading', { name: 'Раздел временно недоступен' })).not.toBeInTheDocument();
  });

  it('shows the section’s fallback when the chunk is still missing after the reload', async () => {
    const { unmount } = openSection(unavailableRemote('section/module', chunkError));
    await screen.findByText('Обновляем страницу…');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    unmount();
    reload.mockClear();
    // The same path again, as the reloaded page would open it.
    const path = window.location.pathname;
    counter -= 1;
    openSection(unavailableRemote('section/module', chunkError));
    expect(window.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the fallback, without a reload, for a remote that is down', async () => {
    openSection(unavailableRemote('section/module', manifestError));
    expect(await screen.findByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});
