/**
 * Field health of the remotes (README «Field health»), the part every page
 * carries: what the runtime plugin and the sections tell, handed to the
 * reporting code (reporting.ts) — which loads only when config.json has a
 * `telemetryUrl`, so a deployment without a collector pays for none of it.
 * Until it has loaded, what is told waits here (with the time it happened);
 * without a `telemetryUrl` it is dropped at once.
 *
 * Imports nothing shared: the runtime plugin, evaluated before the shared
 * modules, imports this file.
 */
import type { FieldHealthEvent, FieldHealthSink } from './field-health-event.ts';

/** What may wait for the reporting code: more than a page records anyway. */
const MAX_WAITING = 200;

let started = false;
let sink: FieldHealthSink | null = null;
let waiting: FieldHealthEvent[] = [];

/** Tells field health something happened; a no-op without `telemetryUrl`. */
function tellFieldHealth(event: FieldHealthEvent): void {
  if (!started) return;
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Start-up, with `telemetryUrl` of the config, before any remote loads. */
function startFieldHealth(telemetryUrl: string | undefined): void {
  if (!telemetryUrl || started) return;
  started = true;
  import('./reporting.ts')
    .then(({ startReporting }) => {
      sink = startReporting(telemetryUrl);
      for (const event of waiting) sink(event);
      waiting = [];
    })
    .catch(() => {
      // No reporting code (a chunk that did not load): the page goes on without.
      started = false;
      waiting = [];
    });
}

/** For tests: back to a page that has not started. */
function resetFieldHealth(): void {
  started = false;
  sink = null;
  waiting = [];
}

export { resetFieldHealth, startFieldHealth, tellFieldHealth };
