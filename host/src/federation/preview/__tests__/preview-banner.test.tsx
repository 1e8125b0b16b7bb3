import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn() }));

const { PreviewBanner } = await import('../preview-banner.tsx');
// The banner's bar is a lazy chunk; loaded here, so that a busy machine's first transform of it
// (over 5 s once in a fresh clone's npm test) is not counted in a test's wait for the banner.
await import('../preview-bar.tsx');
const { registeredEntry } = await import('../../registry.ts');
const { followRegistry, markRemoteLoaded, resetRegistrySync } = await import('../../registry-sync.ts');
const { resetPreview } = await import('../preview-session.ts');
const { startPreview } = await import('../release-preview.ts');
const { pageReload } = await import('../../../reload-guards/page-reload.ts');

const LIVE = '0.1.0-aaaaaaaaaa';
const PREVIEWED = '0.1.0-bbbbbbbbbb';
const events: RemoteEntry = { name: 'events', title: 'События', entry: `http://localhost:3001/${LIVE}/mf-manifest.json`, release: LIVE };

/** Starts the tab at `address` as the bootstrap does, the store listing both releases. */
async function startAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ releases: [{ id: LIVE }, { id: PREVIEWED }] })));
  await startPreview([events]);
  followRegistry([events], 0);
}

beforeEach(() => {
  resetPreview();
  resetRegistrySync();
  window.sessionStorage.clear();
  vi.spyOn(pageReload, 'assign').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the preview banner', () => {
  it('says which section and release this tab previews', async () => {
    await startAt(`/cabinet/polls?remote-preview=events@${PREVIEWED}`);
    render(<PreviewBanner />);
    expect(await screen.findByRole('region', { name: 'Предпросмотр выпуска' })).toHaveTextContent(`Предпросмотр: События ${PREVIEWED}`);
    expect(registeredEntry('events')?.entry).toBe(`http://localhost:3001/${PREVIEWED}/mf-manifest.json`);
  });

  it('leaves the preview: the live release is registered again, without a reload while its code is not loaded', async () => {
    await startAt(`/cabinet/polls?remote-preview=events@${PREVIEWED}`);
    render(<PreviewBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти из предпросмотра' }));
    expect(screen.queryByRole('region', { name: 'Предпросмотр выпуска' })).not.toBeInTheDocument();
    expect(registeredEntry('events')?.entry).toBe(events.entry);
    expect(window.sessionStorage.length).toBe(0);
    expect(pageReload.assign).not.toHaveBeenCalled();
  });

  it('loads the page anew when the previewed code runs in this tab', async () => {
    await startAt(`/cabinet/events/3?remote-preview=events@${PREVIEWED}`);
    markRemoteLoaded('events');
    render(<PreviewBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти из предпросмотра' }));
    expect(pageReload.assign).toHaveBeenCalledExactlyOnceWith('/cabinet/events/3');
  });

  it('says in an alert why a link was refused, until the person closes it', async () => {
    await startAt('/cabinet/events?remote-preview=https://evil.example/x.js');
    render(<PreviewBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Предпросмотр недоступен: в ссылке должны быть раздел и номер выпуска/);
    expect(screen.queryByRole('region', { name: 'Предпросмотр выпуска' })).not.toBeInTheDocument();
    expect(registeredEntry('events')?.entry).toBe(events.entry);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing on a tab that previews nothing', async () => {
    await startAt('/cabinet/events');
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
