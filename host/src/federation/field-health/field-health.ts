/**
 * Field health of the remotes (README «Field health»): for each remote and
 * the release this tab loaded, its loads and load failures by phase (the
 * runtime plugin runtime-plugins/field-health.ts), render failures (its
 * section's error boundary), the time from navigation to its section's
 * first render, and the LCP, INP and CLS of its pages — batched to
 * `telemetryUrl` of config.json (health-reporter.ts). Without a
 * `telemetryUrl` nothing is recorded and nothing is sent. A record names a
 * page by its path with ids as `:id` (`healthPath`), never a user, a query
 * or what was typed.
 */
import { healthPath, type HealthRecord, type WebVitalName } from '@cabinet/runtime';
import { createHealthReporter, flushWhenHidden, type HealthReporter, type SendBeacon } from './health-reporter.ts';
import { sectionErrorOf, type LoadFailure } from './load-failure.ts';
import { setLoadSink } from './load-sink.ts';
import { releaseOfEntry } from './release-of-entry.ts';
import { createSectionTimeline, sectionOf, type SectionTimeline, type VisitKind } from './section-timeline.ts';

/** A record without where it happened, which `record` adds. */
type Without<T> = T extends unknown ? Omit<T, 'remote' | 'release' | 'path'> : never;
type RecordBody = Without<HealthRecord>;

interface FieldHealth {
  reporter: HealthReporter;
  timeline: SectionTimeline;
  /** The release of each remote this tab loaded (from the entry MF loaded). */
  releases: Map<string, string>;
}

let state: FieldHealth | null = null;

function record(remote: string, body: RecordBody, path?: string): void {
  if (!state) return;
  try {
    state.reporter.record({
      ...body,
      remote,
      release: state.releases.get(remote) ?? 'unversioned',
      path: path ?? healthPath(window.location.pathname),
    } as HealthRecord);
  } catch {
    // Recording never fails the page.
  }
}

function recordVital(name: WebVitalName, value: number, time: number | undefined): void {
  const page = state?.timeline.at(time);
  if (page?.remote) record(page.remote, { type: 'vital', name, value }, page.path);
}

/**
 * Start-up, with `telemetryUrl` of the config: from here on the plugin's and
 * the sections' records are kept and sent. Nothing happens without a URL.
 */
function startFieldHealth(telemetryUrl: string | undefined, send?: SendBeacon): void {
  if (!telemetryUrl || state) return;
  try {
    const reporter = createHealthReporter({ url: telemetryUrl, ...(send ? { send } : {}) });
    state = { reporter, timeline: createSectionTimeline(), releases: new Map() };
    flushWhenHidden(reporter);
    setLoadSink(recordRemoteLoad);
    // Only pages that report load the measuring code.
    void import('./web-vitals.ts').then(({ observeVitals }) => observeVitals(recordVital)).catch(() => undefined);
  } catch {
    state = null;
  }
}

/** One `loadRemote` of `remote` from `entry`: a load, and its failure when it failed. */
function recordRemoteLoad(remote: string, entry: string, failure: LoadFailure | null): void {
  state?.releases.set(remote, releaseOfEntry(entry));
  record(remote, { type: 'load' });
  if (failure) record(remote, { type: 'failure', ...failure });
}

/** What `remote`'s section's error boundary caught (a load failure is the plugin's, not this). */
function recordSectionError(remote: string, error: unknown): void {
  record(remote, { type: 'failure', ...sectionErrorOf(error) });
}

/** `remote`'s section rendered for the first time since the navigation into it. */
function recordFirstRender(remote: string, now = performance.now()): void {
  const start = state?.timeline.at()?.start ?? 0;
  record(remote, { type: 'render', ms: Math.max(0, now - start) });
}

/** The router moved to `pathname` (section-tracker.tsx). */
function notePage(kind: VisitKind, pathname: string, remotes: readonly string[], now = performance.now()): void {
  state?.timeline.visit(kind, sectionOf(pathname, remotes), healthPath(pathname), now);
}

/** For tests: back to the state of a page without telemetry. */
function stopFieldHealth(): void {
  state = null;
  setLoadSink(null);
}

export { notePage, recordFirstRender, recordRemoteLoad, recordSectionError, startFieldHealth, stopFieldHealth };
