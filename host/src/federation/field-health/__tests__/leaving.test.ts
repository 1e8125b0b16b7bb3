/**
 * A load that ends because the page was left is no failure (issue 30). The
 * host's runtime plugins as the build registers them (manifest check,
 * fallback, field health), in a real MF instance, load sections whose
 * manifests the network (msw) answers — or cuts, as a browser leaving the
 * page does — when a test says; the reporting code records what it makes of
 * it. The page is left as a browser leaves it: `beforeunload` (not every
 * browser fires it), `pagehide`, then the hidden `visibilitychange`.
 *
 * The MF instances define the runtime's global `__FEDERATION__`: this file
 * runs in an environment of its own (vitest.projects.ts).
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthRecord } from '@cabinet/runtime/field-health';
import { setupApiServer } from '@cabinet/testing';
import fallbackPlugin from '../../runtime-plugins/fallback.ts';
import fieldHealthPlugin from '../../runtime-plugins/field-health.ts';
import manifestCheckPlugin from '../../runtime-plugins/manifest-check.ts';
import { isUnavailableRemote } from '../../unavailable.ts';
import { SETTLE_MS } from '../leaving.ts';
import { startReporting } from '../reporting.ts';

// No vitals here: the records of a test are its loads and failures.
vi.mock('web-vitals', () => ({ onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined }));

const TELEMETRY = 'http://localhost:8000/_telemetry/health';
const RELEASE = '0.1.0-36a24ca0e1';
const SECTIONS = ['events', 'polls', 'notifications'] as const;
type Section = (typeof SECTIONS)[number];
const manifestOf = (section: Section) => `http://localhost:${3001 + SECTIONS.indexOf(section)}/${RELEASE}/mf-manifest.json`;

const { server } = setupApiServer();

/** As the browser cuts a fetch: it rejects with a `TypeError` («Failed to fetch»). */
const cut = () => HttpResponse.error();
const status = (code: number) => new HttpResponse('Ошибка сервера', { status: code });

/** The manifest of `section` answers with what `answer` is given, when it is called. */
function manifestAnswersLater(section: Section): (response: Response) => void {
  let answer!: (response: Response) => void;
  const answered = new Promise<Response>((resolve) => (answer = resolve));
  server.use(http.get(manifestOf(section), () => answered));
  return answer;
}

function manifestAnswers(section: Section, response: () => Response): void {
  server.use(http.get(manifestOf(section), response));
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

const beforeUnload = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
const pageHide = () => window.dispatchEvent(new Event('pagehide'));
function hideTab(): void {
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
function showTab(): void {
  setVisibility('visible');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
/** A reload or a link to another document: `pagehide`, then the tab is hidden (each flushes the queue). */
function unload(): void {
  pageHide();
  hideTab();
}

let pages = 0;

/** The events page with its reporting code and an MF instance of the host's plugins, each page its own. */
function page() {
  // MF and the fallback plugin say each failed load in the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/cabinet/events');
  const send = vi.fn((_url: string, _body: string) => true);
  const tell = startReporting(TELEMETRY, { send });
  pages += 1;
  const mf = createInstance({
    name: `host-${pages}`,
    remotes: SECTIONS.map((name) => ({ name, entry: manifestOf(name) })),
    plugins: [manifestCheckPlugin(), fallbackPlugin(), fieldHealthPlugin(tell)],
  });
  return {
    /** Loads a section as the outlet does; the fallback's marker when it fails. */
    load: (section: Section) => mf.loadRemote(`${section}/module`),
    sent: (): HealthRecord[] => send.mock.calls.flatMap(([, body]) => (JSON.parse(body) as { records: HealthRecord[] }).records),
  };
}

const where = (remote: Section) => ({ remote, release: RELEASE, path: '/cabinet/events' });
const load = (remote: Section) => ({ type: 'load', ...where(remote) });
const failure = (remote: Section, code: string) => ({ type: 'failure', ...where(remote), phase: 'manifest', code });

afterEach(() => {
  setVisibility('visible');
  vi.restoreAllMocks();
});

describe('a load the page cut by leaving', () => {
  it('records its load and no failure when the manifest fails after a reload began (beforeunload)', async () => {
    const { load: loadSection, sent } = page();
    const answer = manifestAnswersLater('events');
    const loading = loadSection('events');
    beforeUnload();
    answer(cut());
    // The section shows its fallback as before: only what is recorded changed.
    expect(isUnavailableRemote(await loading)).toBe(true);
    unload();
    expect(sent()).toEqual([load('events')]);
  });

  it('records no failure when the manifest fails after pagehide', async () => {
    const { load: loadSection, sent } = page();
    const answer = manifestAnswersLater('events');
    const loading = loadSection('events');
    pageHide();
    answer(cut());
    await loading;
    hideTab();
    expect(sent()).toEqual([load('events')]);
  });

  it('records no failure when the manifest fails like the network just before pagehide, with no beforeunload (the race)', async () => {
    const { load: loadSection, sent } = page();
    manifestAnswers('events', cut);
    expect(isUnavailableRemote(await loadSection('events'))).toBe(true);
    unload();
    expect(sent()).toEqual([load('events')]);
  });
});

describe('a load that failed while the page stayed', () => {
  it('counts when it failed before the reload began; one cut after it does not', async () => {
    const { load: loadSection, sent } = page();
    manifestAnswers('events', cut);
    await loadSection('events');
    const answer = manifestAnswersLater('polls');
    const loading = loadSection('polls');
    beforeUnload();
    answer(cut());
    await loading;
    unload();
    expect(sent()).toEqual([load('events'), failure('events', 'TypeError'), load('polls')]);
  });

  it('counts when the tab was hidden without leaving, though the page is left right after', async () => {
    const { load: loadSection, sent } = page();
    manifestAnswers('events', cut);
    await loadSection('events');
    hideTab();
    expect(sent()).toEqual([load('events'), failure('events', 'TypeError')]);
    showTab();
    manifestAnswers('polls', cut);
    await loadSection('polls');
    unload();
    expect(sent()).toEqual([load('events'), failure('events', 'TypeError'), load('polls')]);
  });

  it('counts when it failed longer than the settle window before pagehide; one within it does not', async () => {
    const now = vi.spyOn(performance, 'now');
    const { load: loadSection, sent } = page();
    now.mockReturnValue(1000);
    manifestAnswers('events', cut);
    await loadSection('events');
    now.mockReturnValue(1000 + SETTLE_MS + 500);
    manifestAnswers('polls', cut);
    await loadSection('polls');
    now.mockReturnValue(1000 + SETTLE_MS + 600);
    unload();
    expect(sent()).toEqual([load('events'), load('polls'), failure('events', 'TypeError')]);
  });

  it('counts after a beforeunload the page stayed through (a cancelled prompt, a download): leaving ends when the person acts', async () => {
    const { load: loadSection, sent } = page();
    const answer = manifestAnswersLater('events');
    const loading = loadSection('events');
    beforeUnload();
    answer(cut());
    await loading;
    window.dispatchEvent(new Event('pointerdown'));
    manifestAnswers('polls', cut);
    await loadSection('polls');
    window.dispatchEvent(new Event('keydown'));
    unload();
    expect(sent()).toEqual([load('events'), load('polls'), failure('polls', 'TypeError')]);
  });
});

describe('a load the server answered with an error status', () => {
  it('counts, before leaving or after it began; a load cut in the same leaving does not', async () => {
    const { load: loadSection, sent } = page();
    manifestAnswers('events', () => status(404));
    await loadSection('events');
    const polls = manifestAnswersLater('polls');
    const notifications = manifestAnswersLater('notifications');
    const pollsLoading = loadSection('polls');
    const notificationsLoading = loadSection('notifications');
    beforeUnload();
    polls(status(500));
    expect(isUnavailableRemote(await pollsLoading)).toBe(true);
    notifications(cut());
    expect(isUnavailableRemote(await notificationsLoading)).toBe(true);
    unload();
    expect(sent()).toEqual([
      load('events'),
      failure('events', 'HTTP-404'),
      load('polls'),
      failure('polls', 'HTTP-500'),
      load('notifications'),
    ]);
  });
});
