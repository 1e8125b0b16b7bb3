import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { HealthRecord } from '@cabinet/runtime';
import { notePage, recordFirstRender, recordRemoteLoad, recordSectionError, startFieldHealth, stopFieldHealth } from '../field-health.ts';
import { reportRemoteLoad } from '../load-sink.ts';

const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: Metric) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: Metric) => void) => vitals.callbacks.set('LCP', callback),
  onINP: (callback: (metric: Metric) => void) => vitals.callbacks.set('INP', callback),
  onCLS: (callback: (metric: Metric) => void) => vitals.callbacks.set('CLS', callback),
}));

const TELEMETRY = 'http://localhost:8000/_telemetry/health';
const LIVE = 'http://localhost:3001/0.1.0-36a24ca0e1/mf-manifest.json';
const REMOTES = ['events', 'polls'];

const send = vi.fn((_url: string, _body: string) => true);
const bodies = () => send.mock.calls.map(([, body]) => body);
const sent = (): HealthRecord[] => bodies().flatMap((body) => (JSON.parse(body) as { records: HealthRecord[] }).records);

function leavePage(): void {
  window.dispatchEvent(new Event('pagehide'));
}

function metric(name: 'LCP' | 'INP' | 'CLS', value: number, startTimes: number[]): Metric {
  return { name, value, entries: startTimes.map((startTime) => ({ startTime, value })) } as unknown as Metric;
}

beforeEach(() => {
  send.mockClear();
  vitals.callbacks.clear();
  window.history.replaceState(null, '', '/cabinet/events');
});
afterEach(() => stopFieldHealth());

describe('field health without telemetryUrl', () => {
  it('records and sends nothing', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    startFieldHealth(undefined);
    notePage('document', '/cabinet/events', REMOTES);
    recordRemoteLoad('events', LIVE, { phase: 'manifest', code: 'HTTP-500' });
    recordFirstRender('events');
    recordSectionError('events', new TypeError('x'));
    leavePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('field health with telemetryUrl', () => {
  it('takes the loads the runtime plugin reports once started, none before', () => {
    reportRemoteLoad('events', LIVE, null);
    startFieldHealth(TELEMETRY, send);
    reportRemoteLoad('events', LIVE, { phase: 'manifest', code: 'HTTP-500' });
    leavePage();
    expect(sent().map((record) => record.type)).toEqual(['load', 'failure']);
  });

  it('records a load and its failure for the release the entry names', () => {
    startFieldHealth(TELEMETRY, send);
    recordRemoteLoad('events', LIVE, { phase: 'entry', code: 'RUNTIME-008' });
    leavePage();
    expect(sent()).toEqual([
      { type: 'load', remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' },
      { type: 'failure', remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events', phase: 'entry', code: 'RUNTIME-008' },
    ]);
  });

  it('sends no query string, no id of the page and nothing of the user', () => {
    window.history.replaceState(null, '', '/cabinet/polls/12?email=anna%40example.com&token=secret#q2');
    startFieldHealth(TELEMETRY, send);
    recordRemoteLoad('polls', LIVE, null);
    recordSectionError('polls', new TypeError('Cannot read "anna@example.com" of undefined'));
    leavePage();
    expect(sent().map((record) => record.path)).toEqual(['/cabinet/polls/:id', '/cabinet/polls/:id']);
    expect(sent()[1]).toEqual({ type: 'failure', remote: 'polls', release: '0.1.0-36a24ca0e1', path: '/cabinet/polls/:id', phase: 'render', code: 'TypeError' });
    expect(bodies().join()).not.toMatch(/anna|example\.com|secret|12|email|user/);
  });

  it('times the first render from the navigation into the section: the document’s start, then each navigation', () => {
    startFieldHealth(TELEMETRY, send);
    notePage('document', '/events', REMOTES, 900);
    notePage('replace', '/cabinet/events', REMOTES, 950);
    recordFirstRender('events', 1200);
    notePage('navigate', '/cabinet/polls', REMOTES, 5000);
    recordFirstRender('polls', 5350);
    leavePage();
    expect(sent().map((record) => (record.type === 'render' ? [record.remote, record.ms] : null))).toEqual([
      ['events', 1200],
      ['polls', 350],
    ]);
  });

  it('gives each vital to the section whose page its entry happened on', async () => {
    startFieldHealth(TELEMETRY, send);
    recordRemoteLoad('events', LIVE, null);
    notePage('document', '/cabinet/events/7', REMOTES, 800);
    notePage('navigate', '/cabinet', REMOTES, 3000);
    notePage('navigate', '/cabinet/polls', REMOTES, 6000);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(3));
    vitals.callbacks.get('LCP')?.(metric('LCP', 1800, [500, 1790]));
    // The slowest interaction happened on the dashboard: no section's.
    vitals.callbacks.get('INP')?.(metric('INP', 250, [4000]));
    vitals.callbacks.get('CLS')?.(metric('CLS', 0.05, [6500, 7000]));
    leavePage();
    const vital = sent().filter((record) => record.type === 'vital');
    expect(vital).toEqual([
      { type: 'vital', name: 'LCP', value: 1800, remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events/:id' },
      { type: 'vital', name: 'CLS', value: 0.05, remote: 'polls', release: 'unversioned', path: '/cabinet/polls' },
    ]);
  });

  it('gives a CLS of 0, which has no entry, to the page shown', async () => {
    startFieldHealth(TELEMETRY, send);
    notePage('document', '/cabinet/events', REMOTES, 800);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(3));
    vitals.callbacks.get('CLS')?.(metric('CLS', 0, []));
    leavePage();
    expect(sent()).toEqual([{ type: 'vital', name: 'CLS', value: 0, remote: 'events', release: 'unversioned', path: '/cabinet/events' }]);
  });
});
