/**
 * LCP, INP and CLS of the page (web-vitals), loaded only when telemetry is
 * on. A metric belongs to the page its entry happened on — the largest
 * paint, the slowest interaction, the largest layout shift — so a vital of
 * a section's page is its remote's, whatever the tab shows when it is
 * reported. A CLS of 0 has no entry: it belongs to the page shown.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { WebVitalName } from '@cabinet/runtime/field-health';

export type VitalSink = (name: WebVitalName, value: number, time: number | undefined) => void;

function entryTime(metric: Metric): number | undefined {
  if (metric.name === 'CLS') {
    const shifts = metric.entries as (PerformanceEntry & { value?: number })[];
    const largest = shifts.reduce<(typeof shifts)[number] | undefined>((max, entry) => ((entry.value ?? 0) > (max?.value ?? -1) ? entry : max), undefined);
    return largest?.startTime;
  }
  // LCP: the last entry is the largest paint; INP: the entries are the one interaction's events.
  return metric.name === 'LCP' ? metric.entries.at(-1)?.startTime : metric.entries[0]?.startTime;
}

export function observeVitals(sink: VitalSink): void {
  const report = (metric: Metric) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS') sink(metric.name, metric.value, entryTime(metric));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
