/**
 * Field health's reporting code, loaded only when config.json has a
 * `telemetryUrl` (field-health.ts): turns what the runtime plugin and the
 * sections tell into records for each remote and the release this tab
 * loaded, and batches them to the collector (health-reporter.ts) with the
 * person's credentials (send-report.ts).
 *
 * - a load of a remote, and its failure by phase with a code (load-failure.ts)
 *   — unless the load ended because the page was left (leaving.ts);
 * - the time from the navigation into a section — the document's start, or
 *   the moment of a navigation inside the app — to its first render;
 * - LCP, INP and CLS (web-vitals.ts) of the pages of a section whose remote
 *   this tab loaded.
 *
 * A record names a page by its path with ids as `:id` (`healthPath`), never
 * a user, a query or what was typed.
 */
import { UNVERSIONED, healthPath, type HealthRecord, type WebVitalName } from '@cabinet/runtime/field-health';
import type { FieldHealthEvent, FieldHealthSink } from './field-health-event.ts';
import { createHealthReporter, flushWhenHidden, type SendBeacon } from './health-reporter.ts';
import { createLeaveGate } from './leaving.ts';
import { errorCode, failureOf, httpCode, mayBeCutByLeaving, sectionErrorOf, type LoadFailure } from './load-failure.ts';
import { watchNavigations } from './navigations.ts';
import { releaseOfEntry } from './release-of-entry.ts';
import { createSectionTimeline, sectionOf } from './section-timeline.ts';
import { sendReport } from './send-report.ts';
import { observeVitals } from './web-vitals.ts';

type Without<T> = T extends unknown ? Omit<T, 'remote' | 'release' | 'path'> : never;
/** A record without where it happened, which `record` adds. */
type RecordBody = Without<HealthRecord>;

interface ReportingOptions {
  send?: SendBeacon;
  target?: Window;
}

export function startReporting(telemetryUrl: string, { send, target = window }: ReportingOptions = {}): FieldHealthSink {
  const reporter = createHealthReporter({ url: telemetryUrl, send: send ?? sendReport });
  // Before flushWhenHidden: what it holds is decided before the queue is flushed.
  const leaving = createLeaveGate((failure) => reporter.record(failure), target);
  const timeline = createSectionTimeline();
  /** The release of each remote this tab loaded (from the entry MF loaded). */
  const releases = new Map<string, string>();
  /** Where each remote's last load failed, until its `loadRemote` ends. */
  const failedAt = new Map<string, LoadFailure>();

  const record = (remote: string, body: RecordBody, path = healthPath(target.location.pathname)) => {
    if (path === null) return;
    const healthRecord = { ...body, remote, release: releases.get(remote) ?? UNVERSIONED, path } as HealthRecord;
    // A load the browser may have cut because the page was left counts only once the page is known to stay.
    if (body.type === 'failure' && mayBeCutByLeaving(body)) leaving.hold(healthRecord);
    else reporter.record(healthRecord);
  };

  const recordVital = (name: WebVitalName, value: number, time: number | undefined) => {
    const page = timeline.at(time);
    // Only a section whose remote this tab loaded has a release to give it to.
    const remote = page ? sectionOf(page.path, [...releases.keys()]) : null;
    if (page && remote) record(remote, { type: 'vital', name, value }, page.path);
  };

  const handle = (event: FieldHealthEvent) => {
    if (event.type === 'failed-at') {
      const code = event.status !== undefined && event.status >= 400 ? httpCode(event.status) : errorCode(event.error);
      failedAt.set(event.remote, { phase: event.phase, code });
    } else if (event.type === 'load') {
      const failure = event.failed ? (failedAt.get(event.remote) ?? failureOf(event.error)) : null;
      failedAt.delete(event.remote);
      releases.set(event.remote, releaseOfEntry(event.entry));
      record(event.remote, { type: 'load' });
      if (failure) record(event.remote, { type: 'failure', ...failure });
    } else if (event.type === 'rendered') {
      record(event.remote, { type: 'render', ms: Math.max(0, event.at - (timeline.at()?.start ?? 0)) });
    } else {
      record(event.remote, { type: 'failure', ...sectionErrorOf(event.error) });
    }
  };

  timeline.visit('document', healthPath(target.location.pathname) ?? '', 0);
  watchNavigations((kind, pathname) => timeline.visit(kind, healthPath(pathname) ?? '', target.performance.now()), target);
  flushWhenHidden(reporter, target);
  observeVitals(recordVital);
  return (event) => {
    try {
      handle(event);
    } catch {
      // Recording never fails the page.
    }
  };
}
