import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry, RemoteModule } from '@cabinet/runtime';

// The MF runtime is the network boundary of a remote: these tests decide
// what "loading the remote" yields, and watch what the host shows.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
// What the outlet tells field health (the reporting code is another test's).
const fieldHealth = vi.hoisted(() => ({ tellFieldHealth: vi.fn() }));
vi.mock('../field-health/field-health.ts', () => fieldHealth);

const { RemoteOutlet, preloadSection } = await import('../remote-outlet.tsx');
const { unavailableRemote } = await import('../unavailable.ts');

let counter = 0;
function entry(): RemoteEntry {
  counter += 1;
  return { name: `remote${counter}`, title: 'События', entry: `http://localhost:3001/${counter}/mf-manifest.json` };
}

function remoteModule(element: React.ReactNode): { default: RemoteModule } {
  return { default: { name: 'events', title: 'События', routes: [{ index: true, element }] } };
}

function Boom(): never {
  throw new Error('render failed');
}

function renderOutlet(remote: RemoteEntry) {
  return render(
    <MemoryRouter initialEntries={[`/cabinet/${remote.name}`]}>
      <Routes>
        <Route path={`/cabinet/${remote.name}/*`} element={<RemoteOutlet entry={remote} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RemoteOutlet', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    fieldHealth.tellFieldHealth.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The registry the outlet reads again before a first load: offline here, so the registration stays.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('renders a section preloaded for a painted page in its first render, with no loading state in between (hydration in one pass)', async () => {
    runtime.loadRemote.mockResolvedValue(remoteModule(<h1>События</h1>));
    const remote = entry();
    await preloadSection(remote);
    renderOutlet(remote);
    // Synchronously: a loading state first would differ from the painted page.
    expect(screen.getByRole('heading', { name: 'События' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('renders the routes of the loaded remote', async () => {
    runtime.loadRemote.mockResolvedValue(remoteModule(<h1>События</h1>));
    renderOutlet(entry());
    expect(await screen.findByRole('heading', { name: 'События' })).toBeInTheDocument();
  });

  it('tells field health when the section first renders', async () => {
    const remote = entry();
    runtime.loadRemote.mockResolvedValue(remoteModule(<h1>События</h1>));
    renderOutlet(remote);
    expect(await screen.findByRole('heading', { name: 'События' })).toBeInTheDocument();
    expect(fieldHealth.tellFieldHealth).toHaveBeenCalledWith({ type: 'rendered', remote: remote.name, at: expect.any(Number) });
  });

  it('tells field health what the boundary caught while the section rendered', async () => {
    const remote = entry();
    runtime.loadRemote.mockResolvedValue(remoteModule(<Boom />));
    renderOutlet(remote);
    expect(await screen.findByRole('heading', { name: 'Раздел временно недоступен' })).toBeInTheDocument();
    expect(fieldHealth.tellFieldHealth).toHaveBeenCalledWith({ type: 'section-error', remote: remote.name, error: new Error('render failed') });
  });

  it('leaves a failed load to the runtime plugin: the boundary tells field health nothing of it', async () => {
    const remote = entry();
    runtime.loadRemote.mockResolvedValue(unavailableRemote(`${remote.name}/module`, new Error('down')));
    renderOutlet(remote);
    expect(await screen.findByRole('heading', { name: 'Раздел временно недоступен' })).toBeInTheDocument();
    expect(fieldHealth.tellFieldHealth).not.toHaveBeenCalled();
  });

  it('shows the fallback when the runtime plugin reports the remote unavailable', async () => {
    const remote = entry();
    runtime.loadRemote.mockResolvedValue(unavailableRemote(`${remote.name}/module`, new Error('down')));
    renderOutlet(remote);
    expect(await screen.findByRole('heading', { name: 'Раздел временно недоступен' })).toBeInTheDocument();
  });

  it('retries with a fresh registration and recovers once the remote is back', async () => {
    const remote = entry();
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue(remoteModule(<h1>События</h1>));
    renderOutlet(remote);
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'События' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: remote.name, entry: remote.entry }], { force: true });
  });

  it('shows «Страница не найдена» in the area for a path the remote does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.loadRemote.mockResolvedValue(remoteModule(<h1>События</h1>));
    const remote = entry();
    render(
      <MemoryRouter initialEntries={[`/cabinet/${remote.name}/nowhere`]}>
        <Routes>
          <Route path={`/cabinet/${remote.name}/*`} element={<RemoteOutlet entry={remote} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    // Said in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(`Page Not Found: /cabinet/${remote.name}/nowhere`));
  });

  it('keeps a remote that throws while rendering inside its own area', async () => {
    runtime.loadRemote.mockResolvedValue(remoteModule(<Boom />));
    render(
      <MemoryRouter initialEntries={['/cabinet/broken']}>
        <header>Шапка кабинета</header>
        <Routes>
          <Route path="/cabinet/broken/*" element={<RemoteOutlet entry={{ ...entry(), name: 'broken' }} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Раздел временно недоступен' })).toBeInTheDocument();
    expect(screen.getByText('Шапка кабинета')).toBeInTheDocument();
  });
});
