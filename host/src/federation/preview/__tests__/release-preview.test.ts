import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';
import { previewState, resetPreview } from '../preview-session.ts';
import { startPreview } from '../release-preview.ts';

const LIVE = '0.1.0-aaaaaaaaaa';
const PREVIEWED = '0.1.0-bbbbbbbbbb';
const STORE = 'https://cdn.example.com/releases/events';
const remotes: RemoteEntry[] = [
  { name: 'events', title: 'События', entry: `${STORE}/${LIVE}/mf-manifest.json`, release: LIVE },
  { name: 'polls', title: 'Опросы', entry: 'https://cdn.example.com/releases/polls/0.1.0-cccccccccc/mf-manifest.json' },
];

/** The store's releases.json of events lists `ids`, every one but the live one stored for a preview; anything else asked for is a 404. */
function serveReleases(ids: string[] = [LIVE, PREVIEWED]) {
  const releases = ids.map((id) => ({ id, version: '0.1.0', created_at: '2026-01-01T00:00:00.000Z' }));
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url) === `${STORE}/releases.json`
      ? new Response(JSON.stringify({ releases, history: [LIVE], previews: ids.filter((id) => id !== LIVE) }))
      : new Response('{}', { status: 404 }),
  );
}

function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

beforeEach(() => {
  resetPreview();
  window.sessionStorage.clear();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a preview link', () => {
  it('previews a release the store lists, at an address built from the live release’s folder', async () => {
    serveReleases();
    openAt(`/cabinet/events/12?page=2&remote-preview=events@${PREVIEWED}#top`);
    await startPreview(remotes, true);
    expect(previewState().active).toEqual({ name: 'events', title: 'События', release: PREVIEWED, entry: `${STORE}/${PREVIEWED}/mf-manifest.json` });
    expect(previewState().notice).toBeNull();
  });

  it('is taken out of the address, so a link shared from the page is clean', async () => {
    serveReleases();
    openAt(`/cabinet/events/12?page=2&remote-preview=events@${PREVIEWED}#top`);
    await startPreview(remotes, true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/cabinet/events/12?page=2#top');
  });

  it('lasts for this tab’s later starts (its reloads), until the release leaves the store', async () => {
    serveReleases();
    openAt(`/cabinet/events?remote-preview=events@${PREVIEWED}`);
    await startPreview(remotes, true);
    resetPreview();
    openAt('/cabinet/polls');
    await startPreview(remotes, true);
    expect(previewState().active?.release).toBe(PREVIEWED);

    resetPreview();
    serveReleases([LIVE]);
    await startPreview(remotes, true);
    expect(previewState().active).toBeNull();
    expect(previewState().notice).toBe('Предпросмотр недоступен: такого выпуска раздела «События» нет в хранилище.');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('refuses a release the store does not list: the live one stays, and says so in Russian', async () => {
    serveReleases();
    openAt('/cabinet/events?remote-preview=events@9.9.9-0000000000');
    await startPreview(remotes, true);
    expect(previewState().active).toBeNull();
    expect(previewState().notice).toBe('Предпросмотр недоступен: такого выпуска раздела «События» нет в хранилище.');
    expect(window.sessionStorage.length).toBe(0);
  });

  it.each([
    ['an address', 'https://evil.example/x.js'],
    ['an address as the release', 'events@https://evil.example/x.js'],
    ['a path', 'events@../../x'],
    ['a malformed release', 'events@latest'],
    ['no release', 'events'],
  ])('refuses %s without asking anything of anyone', async (_, value) => {
    const fetchSpy = serveReleases();
    openAt(`/cabinet/events?remote-preview=${encodeURIComponent(value)}`);
    await startPreview(remotes, true);
    expect(previewState().active).toBeNull();
    expect(previewState().notice).toBe('Предпросмотр недоступен: в ссылке должны быть раздел и номер выпуска, например events@0.1.0-36a24ca0e1.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('refuses a section the cabinet does not have', async () => {
    serveReleases();
    openAt(`/cabinet/news?remote-preview=news@${PREVIEWED}`);
    await startPreview(remotes, true);
    expect(previewState().notice).toBe('Предпросмотр недоступен: такого раздела нет в кабинете.');
  });

  it('refuses when the store cannot say which releases it holds', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    openAt(`/cabinet/events?remote-preview=events@${PREVIEWED}`);
    await startPreview(remotes, true);
    expect(previewState().active).toBeNull();
    expect(previewState().notice).toMatch(/^Предпросмотр недоступен: не удалось проверить выпуск/);
  });

  it('leaves a preview this tab keeps as it is when a refused link is opened', async () => {
    serveReleases();
    openAt(`/cabinet/events?remote-preview=events@${PREVIEWED}`);
    await startPreview(remotes, true);
    resetPreview();
    openAt('/cabinet/events?remote-preview=events@9.9.9-0000000000');
    await startPreview(remotes, true);
    expect(previewState().active?.release).toBe(PREVIEWED);
    expect(previewState().notice).toBe('Предпросмотр недоступен: такого выпуска раздела «События» нет в хранилище.');
  });
});
