import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';
import { setupApiServer } from '@cabinet/testing';

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

const OLDER = '0.1.0-9999999999';
const LIVE = '0.1.0-aaaaaaaaaa';
const PREVIEWED = '0.1.0-bbbbbbbbbb';
const events: RemoteEntry = { name: 'events', title: 'События', entry: `http://localhost:3001/${LIVE}/mf-manifest.json`, release: LIVE };

const { server } = setupApiServer();

/**
 * Starts the tab at `address` as the bootstrap does, with config.json's
 * `previews`; the store keeps an older release, the live one and one stored
 * for a preview (`release --no-switch`).
 */
async function startAt(address: string, previews = true) {
  window.history.replaceState(null, '', address);
  server.use(
    http.get('http://localhost:3001/releases.json', () =>
      HttpResponse.json({ releases: [{ id: OLDER }, { id: LIVE }, { id: PREVIEWED }], history: [OLDER, LIVE], previews: [PREVIEWED] }),
    ),
  );
  await startPreview([events], previews);
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

  it('refuses a link to an older release in an alert naming the section by its title, never the link', async () => {
    await startAt(`/cabinet/events?remote-preview=events@${OLDER}`);
    render(<PreviewBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Предпросмотр недоступен: выпуск не предназначен для предпросмотра в разделе «События».');
    expect(alert).not.toHaveTextContent(OLDER);
    expect(screen.queryByRole('region', { name: 'Предпросмотр выпуска' })).not.toBeInTheDocument();
    expect(registeredEntry('events')?.entry).toBe(events.entry);
  });

  it('puts nothing of a link naming no section into the cabinet’s alert', async () => {
    const sentence = 'vash-akkaunt-zablokirovan-pozvonite-8-800';
    await startAt(`/cabinet/events?remote-preview=${sentence}@${PREVIEWED}`);
    render(<PreviewBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Предпросмотр недоступен: такого раздела нет в кабинете.');
    expect(alert).not.toHaveTextContent(sentence);
    expect(alert).not.toHaveTextContent(PREVIEWED);
  });

  it('says in an alert that previews are off in a cabinet whose config turns them off, and ends the one the tab keeps', async () => {
    await startAt(`/cabinet/polls?remote-preview=events@${PREVIEWED}`);
    expect(window.sessionStorage.length).toBe(1);
    resetPreview();
    await startAt('/cabinet/polls', false);
    render(<PreviewBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Предпросмотр выключен в этом кабинете\.\s*Закрыть$/);
    expect(screen.queryByRole('region', { name: 'Предпросмотр выпуска' })).not.toBeInTheDocument();
    expect(registeredEntry('events')?.entry).toBe(events.entry);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows nothing on a tab that previews nothing', async () => {
    await startAt('/cabinet/events');
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
