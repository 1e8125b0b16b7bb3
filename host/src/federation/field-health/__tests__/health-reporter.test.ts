import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthRecord } from '@cabinet/runtime/field-health';
import { createHealthReporter, flushWhenHidden } from '../health-reporter.ts';

const URL = 'http://localhost:8000/_telemetry/health';
const load = (n: number): HealthRecord => ({ type: 'load', remote: 'events', release: `0.1.0-${n}`, path: '/cabinet/events' });
const sentRecords = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([, body]) => (JSON.parse(String(body)) as { records: HealthRecord[] }).records);

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => setVisibility('visible'));

describe('the field-health queue', () => {
  it('sends a batch as soon as 20 records wait, and holds fewer', () => {
    const send = vi.fn((_url: string, _body: string) => true);
    const reporter = createHealthReporter({ url: URL, send });
    for (let n = 0; n < 19; n += 1) reporter.record(load(n));
    expect(send).not.toHaveBeenCalled();
    reporter.record(load(19));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe(URL);
    expect(sentRecords(send)[0]).toHaveLength(20);
  });

  it('sends what waits when the page is hidden, and when it is left', () => {
    const send = vi.fn((_url: string, _body: string) => true);
    const reporter = createHealthReporter({ url: URL, send });
    flushWhenHidden(reporter);
    reporter.record(load(1));
    window.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sentRecords(send)).toEqual([[load(1)]]);
    reporter.record(load(2));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentRecords(send)).toEqual([[load(1)], [load(2)]]);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 200 records a page', () => {
    const send = vi.fn((_url: string, _body: string) => true);
    const reporter = createHealthReporter({ url: URL, send });
    for (let n = 0; n < 250; n += 1) reporter.record(load(n));
    reporter.flush();
    expect(sentRecords(send).flat()).toHaveLength(200);
  });

  it('drops a batch the browser refuses, and never throws into the page', () => {
    const refused = vi.fn((_url: string, _body: string) => false);
    const reporter = createHealthReporter({ url: URL, send: refused, batchSize: 2 });
    reporter.record(load(1));
    reporter.record(load(2));
    reporter.record(load(3));
    reporter.flush();
    expect(sentRecords(refused)).toEqual([[load(1), load(2)], [load(3)]]);
    const throwing = createHealthReporter({
      url: URL,
      send: () => {
        throw new TypeError('Refused to connect: Content Security Policy');
      },
    });
    throwing.record(load(1));
    expect(() => throwing.flush()).not.toThrow();
  });
});
