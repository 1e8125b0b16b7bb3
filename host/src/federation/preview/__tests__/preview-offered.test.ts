/**
 * Which releases a preview link opens: only those the store offers for a
 * preview — published with `--no-switch` and not live since, or the running
 * canary —, never an older release or a canary a rollback ended; none in a
 * cabinet whose config.json says `previews: false`. A refusal names a section
 * by the registry's title only and repeats nothing of the link.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';
import { recordRequests, setupApiServer } from '@cabinet/testing';
import { previewState, resetPreview } from '../preview-session.ts';
import { startPreview } from '../release-preview.ts';

const OLDER = '0.1.0-1111111111';
const LIVE = '0.1.0-2222222222';
const STORED = '0.1.0-3333333333';
const CANARY = '0.1.0-4444444444';
const STORE = 'https://cdn.example.com/releases/events';
const events: RemoteEntry = { name: 'events', title: 'События', entry: `${STORE}/${LIVE}/mf-manifest.json`, release: LIVE };
const polls: RemoteEntry = { name: 'polls', title: 'Опросы', entry: 'https://cdn.example.com/releases/polls/0.1.0-cccccccccc/mf-manifest.json' };
const remotes = [events, polls];

const { server } = setupApiServer();

const record = (id: string) => ({ id, version: '0.1.0', created_at: '2026-01-01T00:00:00.000Z' });

/** The store's `releases.json` of events: `OLDER` was live before `LIVE`; `state` adds the rest. */
function serveReleases(state: object = {}, ids: string[] = [OLDER, LIVE, STORED, CANARY]) {
  server.use(http.get(`${STORE}/releases.json`, () => HttpResponse.json({ releases: ids.map(record), history: [OLDER, LIVE], ...state })));
}

/** Opens `value` as a preview link on the events page, with config.json's `previews`. */
async function openLink(value: string, previews = true) {
  window.history.replaceState(null, '', `/cabinet/events?remote-preview=${encodeURIComponent(value)}`);
  await startPreview(remotes, previews);
}

const NOT_FOR_PREVIEW = 'Предпросмотр недоступен: выпуск не предназначен для предпросмотра в разделе «События».';

beforeEach(() => {
  resetPreview();
  window.sessionStorage.clear();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a preview link opens a release meant to be previewed', () => {
  it('opens a release stored with --no-switch, and not the older release the same store keeps', async () => {
    serveReleases({ previews: [STORED] });
    await openLink(`events@${STORED}`);
    expect(previewState()).toEqual({ active: { name: 'events', title: 'События', release: STORED, entry: `${STORE}/${STORED}/mf-manifest.json` }, notice: null });
    expect(window.sessionStorage.length).toBe(1);
    resetPreview();
    window.sessionStorage.clear();
    await openLink(`events@${OLDER}`);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
  });

  it('opens the running canary, and not a release the same store keeps but offers to nobody', async () => {
    serveReleases({ canary: { release: CANARY, percent: 10 }, previews: [] });
    await openLink(`events@${CANARY}`);
    expect(previewState()).toMatchObject({ active: { release: CANARY, entry: `${STORE}/${CANARY}/mf-manifest.json` }, notice: null });
    resetPreview();
    window.sessionStorage.clear();
    await openLink(`events@${STORED}`);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
  });

  it('opens the running canary of a store written before previews were recorded, and nothing else there', async () => {
    serveReleases({ canary: { release: CANARY, percent: 10 } });
    await openLink(`events@${CANARY}`);
    expect(previewState().active?.release).toBe(CANARY);
    resetPreview();
    window.sessionStorage.clear();
    await openLink(`events@${STORED}`);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
  });
});

describe('a preview link to a release not meant to be previewed', () => {
  it('is refused for an older release, which stays only for the tabs still running it', async () => {
    serveReleases({ previews: [STORED] });
    await openLink(`events@${OLDER}`);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('is refused for a canary a rollback ended', async () => {
    // After `rollback`: the canary is kept in the store, but runs no more and is offered to nobody.
    serveReleases({ previews: [STORED] });
    await openLink(`events@${CANARY}`);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
  });

  it('is refused for anything in a store that holds a bare list of releases', async () => {
    server.use(http.get(`${STORE}/releases.json`, () => HttpResponse.json([record(LIVE), record(STORED)])));
    await openLink(`events@${STORED}`);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
  });

  it('ends a preview the tab keeps once its canary is rolled back', async () => {
    serveReleases({ canary: { release: CANARY, percent: 10 } });
    await openLink(`events@${CANARY}`);
    resetPreview();
    serveReleases({});
    window.history.replaceState(null, '', '/cabinet/events');
    await startPreview(remotes, true);
    expect(previewState()).toEqual({ active: null, notice: NOT_FOR_PREVIEW });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ends a preview the tab keeps once its release is live for everyone, and says so', async () => {
    serveReleases({ previews: [STORED] });
    await openLink(`events@${STORED}`);
    resetPreview();
    // Promoted: live for everyone, no preview any more.
    serveReleases({ history: [OLDER, LIVE, STORED] });
    window.history.replaceState(null, '', '/cabinet/events');
    await startPreview([{ ...events, entry: `${STORE}/${STORED}/mf-manifest.json`, release: STORED }, polls], true);
    expect(previewState()).toEqual({ active: null, notice: 'Предпросмотр недоступен: этот выпуск раздела «События» уже действует для всех.' });
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('a refused preview link', () => {
  it.each([
    ['a section the cabinet does not have', `vash-akkaunt-zablokirovan-pozvonite-8-800@${STORED}`, 'Предпросмотр недоступен: такого раздела нет в кабинете.'],
    ['a release the store does not hold', 'events@9.9.9-0000000000', 'Предпросмотр недоступен: такого выпуска раздела «События» нет в хранилище.'],
    ['an older release', `events@${OLDER}`, NOT_FOR_PREVIEW],
  ])('is told of without repeating the link: %s', async (_, value, notice) => {
    serveReleases({ previews: [STORED] });
    await openLink(value);
    expect(previewState().notice).toBe(notice);
    const [section = '', release = ''] = value.split('@');
    expect(previewState().notice).not.toContain(release);
    if (section !== 'events') expect(previewState().notice).not.toContain(section);
  });

  it('is told of without repeating the release when the store cannot be read', async () => {
    server.use(http.get(`${STORE}/releases.json`, () => HttpResponse.error()));
    await openLink(`events@${STORED}`);
    expect(previewState().notice).toBe('Предпросмотр недоступен: не удалось проверить выпуск раздела «События», попробуйте ещё раз.');
    expect(previewState().notice).not.toContain(STORED);
  });
});

describe('a cabinet whose config.json says previews: false', () => {
  it('refuses every preview link, even to a release stored for one, without asking the store', async () => {
    serveReleases({ previews: [STORED], canary: { release: CANARY, percent: 10 } });
    const requests = recordRequests(server);
    for (const release of [STORED, CANARY]) {
      resetPreview();
      await openLink(`events@${release}`, false);
      expect(previewState()).toEqual({ active: null, notice: 'Предпросмотр выключен в этом кабинете.' });
      expect(window.location.search).toBe('');
    }
    expect(requests).toEqual([]);
  });

  it('ends the preview a tab keeps', async () => {
    serveReleases({ previews: [STORED] });
    await openLink(`events@${STORED}`);
    expect(window.sessionStorage.length).toBe(1);
    resetPreview();
    window.history.replaceState(null, '', '/cabinet/events');
    await startPreview(remotes, false);
    expect(previewState()).toEqual({ active: null, notice: 'Предпросмотр выключен в этом кабинете.' });
    expect(window.sessionStorage.length).toBe(0);
  });
});
