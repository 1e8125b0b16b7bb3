import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldHealthEvent } from '../field-health-event.ts';
import { resetFieldHealth, startFieldHealth, tellFieldHealth } from '../field-health.ts';

const reporting = vi.hoisted(() => ({ received: [] as FieldHealthEvent[], urls: [] as string[] }));
vi.mock('../reporting.ts', () => ({
  startReporting: (url: string) => {
    reporting.urls.push(url);
    return (event: FieldHealthEvent) => reporting.received.push(event);
  },
}));

const load: FieldHealthEvent = { type: 'load', remote: 'events', entry: 'http://localhost:3001/0.1.0-a/mf-manifest.json', failed: false, error: undefined };

afterEach(() => {
  resetFieldHealth();
  reporting.received.length = 0;
  reporting.urls.length = 0;
});

describe('field health on every page', () => {
  it('without telemetryUrl loads no reporting code and drops what it is told', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    startFieldHealth(undefined);
    tellFieldHealth(load);
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(reporting.urls).toEqual([]);
    expect(reporting.received).toEqual([]);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('with telemetryUrl hands the reporting code what was told before it loaded, then the rest', async () => {
    startFieldHealth('http://localhost:8000/_telemetry/health');
    tellFieldHealth(load);
    await vi.waitFor(() => expect(reporting.urls).toEqual(['http://localhost:8000/_telemetry/health']));
    tellFieldHealth({ type: 'rendered', remote: 'events', at: 420 });
    expect(reporting.received.map((event) => event.type)).toEqual(['load', 'rendered']);
  });
});
