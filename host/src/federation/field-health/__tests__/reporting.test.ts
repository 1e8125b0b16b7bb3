import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { HealthRecord } from '@cabinet/runtime/field-health';
import { startReporting } from '../reporting.ts';

const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: Metric) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: Metric) => void) => vitals.callbacks.set('LCP', callback),
  onINP: (callback: (metric: Metric) => void) => vitals.callbacks.set('INP', callback),
  onCLS: (callback: (metric: Metric) => void) => vitals.callbacks.set('CLS', callback),
}));

const TELEMETRY = 'http://localhost:8000/_telemetry/health';
const LIVE = 'http://localhost:3001/0.1.0-36a24ca0e1/mf-manifest.json';
const ok = (remote: string, entry = LIVE) => ({ type: 'load', remote, entry, failed: false, error: undefined }) as const;

const send = vi.fn((_url: string, _body: string) => true);
const bodies = () => send.mock.calls.map(([, body]) => body);
const sent = (): HealthRecord[] => bodies().flatMap((body) => (JSON.parse(body) as { records: HealthRecord[] }).records);
const leavePage = () => window.dispatchEvent(new Event('pagehide'));

function metric(name: 'LCP' | 'INP' | 'CLS', value: number, startTimes: number[]): Metric {
  return { name, value, entries: startTimes.map((startTime) => ({ startTime, value })) } as unknown as Metric;
}

/** A page started at `path`; navigations inside it are the router's pushState, at the times given. */
function page(path: string) {
  window.history.replaceState(null, '', path);
  const now = vi.spyOn(performance, 'now');
  const tell = startReporting(TELEMETRY, { send });
  return {
    tell,
    navigate(to: string, at: number) {
      now.mockReturnValue(at);
      window.history.pushState(null, '', to);
    },
  };
}

beforeEach(() => {
  send.mockClear();
  vitals.callbacks.clear();
  vi.restoreAllMocks();
});

describe('field-health reporting', () => {
  it('records a load and its failure for the release the entry names, with the phase a lower hook saw', () => {
    const { tell } = page('/cabinet/notifications');
    tell({ type: 'failed-at', remote: 'notifications', phase: 'manifest', error: new Error('not a valid federation manifest'), status: 500 });
    tell({ type: 'load', remote: 'notifications', entry: LIVE, failed: true, error: new Error('#RUNTIME-013') });
    tell({ type: 'load', remote: 'notifications', entry: LIVE, failed: true, error: new Error('Failed to load script resources. #RUNTIME-008') });
    // A script that failed like the network counts once the page is known to stay (leaving.ts): the person acts on it.
    window.dispatchEvent(new Event('pointerdown'));
    leavePage();
    const where = { remote: 'notifications', release: '0.1.0-36a24ca0e1', path: '/cabinet/notifications' };
    expect(sent()).toEqual([
      { type: 'load', ...where },
      { type: 'failure', ...where, phase: 'manifest', code: 'HTTP-500' },
      { type: 'load', ...where },
      { type: 'failure', ...where, phase: 'entry', code: 'RUNTIME-008' },
    ]);
  });

  it('sends no query string, no id of the page and nothing of the user', () => {
    const { tell } = page('/cabinet/polls/12?email=anna%40example.com&token=secret#q2');
    tell(ok('polls'));
    tell({ type: 'section-error', remote: 'polls', error: new TypeError('Cannot read "anna@example.com" of undefined') });
    leavePage();
    expect(sent()[1]).toEqual({ type: 'failure', remote: 'polls', release: '0.1.0-36a24ca0e1', path: '/cabinet/polls/:id', phase: 'render', code: 'TypeError' });
    expect(sent().map((record) => record.path)).toEqual(['/cabinet/polls/:id', '/cabinet/polls/:id']);
    expect(bodies().join()).not.toMatch(/anna|example\.com|secret|12|email|user/);
  });

  it('times the first render from the document’s start, then from each navigation; a redirect keeps the start', () => {
    const { tell, navigate } = page('/events');
    window.history.replaceState(null, '', '/cabinet/events');
    tell({ type: 'rendered', remote: 'events', at: 1200 });
    navigate('/cabinet/polls', 5000);
    tell({ type: 'rendered', remote: 'polls', at: 5350 });
    leavePage();
    expect(sent().map((record) => (record.type === 'render' ? [record.remote, record.ms, record.path] : null))).toEqual([
      ['events', 1200, '/cabinet/events'],
      ['polls', 350, '/cabinet/polls'],
    ]);
  });

  it('gives each vital to the section whose page its entry happened on, if this tab loaded its remote', () => {
    const { tell, navigate } = page('/cabinet/events/7');
    tell(ok('events'));
    navigate('/cabinet', 3000);
    navigate('/cabinet/polls', 6000);
    tell(ok('polls', 'http://localhost:3003/mf-manifest.json'));
    navigate('/cabinet/profile', 9000);
    vitals.callbacks.get('LCP')?.(metric('LCP', 1800, [500, 1790]));
    // The slowest interaction was on the dashboard, the largest shift in polls, a later one in profile (not loaded here).
    vitals.callbacks.get('INP')?.(metric('INP', 250, [4000]));
    vitals.callbacks.get('CLS')?.(metric('CLS', 0.05, [6500, 7000]));
    vitals.callbacks.get('CLS')?.(metric('CLS', 0.2, [9500]));
    leavePage();
    expect(sent().filter((record) => record.type === 'vital')).toEqual([
      { type: 'vital', name: 'LCP', value: 1800, remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events/:id' },
      { type: 'vital', name: 'CLS', value: 0.05, remote: 'polls', release: 'unversioned', path: '/cabinet/polls' },
    ]);
  });

  it('gives a CLS of 0, which has no entry, to the page shown', () => {
    const { tell } = page('/cabinet/events');
    tell(ok('events'));
    vitals.callbacks.get('CLS')?.(metric('CLS', 0, []));
    leavePage();
    expect(sent().at(-1)).toEqual({ type: 'vital', name: 'CLS', value: 0, remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' });
  });
});
