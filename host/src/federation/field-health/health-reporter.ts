/**
 * The field-health queue: records wait here and go in one beacon when 20
 * have gathered, when the page is hidden, and when it is left (pagehide).
 * Sending never delays or fails the page: no await, every step in
 * try/catch, and a beacon the browser refuses is dropped, not retried. A
 * page records at most 200 records: a section failing in a loop is said
 * 200 times, not a million.
 */
import type { HealthRecord } from '@cabinet/runtime/field-health';

const BATCH_SIZE = 20;
const PAGE_CAP = 200;

/** Sends a batch as `navigator.sendBeacon` does, a string as `text/plain` (send-report.ts: a beacon, or a keepalive fetch in token mode); false when the browser would not queue it. */
export type SendBeacon = (url: string, body: string) => boolean;

export interface HealthReporter {
  record(record: HealthRecord): void;
  /** Sends what waits, if anything. */
  flush(): void;
}

interface ReporterOptions {
  url: string;
  send?: SendBeacon;
  batchSize?: number;
  pageCap?: number;
}

const beacon: SendBeacon = (url, body) => navigator.sendBeacon(url, body);

export function createHealthReporter({ url, send = beacon, batchSize = BATCH_SIZE, pageCap = PAGE_CAP }: ReporterOptions): HealthReporter {
  let queue: HealthRecord[] = [];
  let recorded = 0;

  function flush(): void {
    if (queue.length === 0) return;
    const records = queue;
    queue = [];
    try {
      // false: the browser would not queue it (too big, too many in flight); dropped.
      send(url, JSON.stringify({ records }));
    } catch {
      // A beacon that throws (a bad URL, a CSP refusal) costs the page nothing.
    }
  }

  return {
    record(record) {
      if (recorded >= pageCap) return;
      recorded += 1;
      queue.push(record);
      if (queue.length >= batchSize) flush();
    },
    flush,
  };
}

/** Flushes `reporter` when the page is hidden or left. Listening on `window` in the bubble phase runs after web-vitals' own listeners, so their last values go in the same beacon. */
export function flushWhenHidden(reporter: HealthReporter, target: Window = window): void {
  target.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') reporter.flush();
  });
  target.addEventListener('pagehide', () => reporter.flush());
}
