/**
 * Where the field-health runtime plugin hands each remote load. The plugin
 * is evaluated before the shared modules are, so it may import nothing
 * shared (`@cabinet/runtime` among them): field-health.ts, which does,
 * plugs itself in here when telemetry starts. Until then loads go nowhere.
 */
import type { LoadFailure } from './load-failure.ts';

export type LoadSink = (remote: string, entry: string, failure: LoadFailure | null) => void;

let sink: LoadSink | null = null;

export function setLoadSink(next: LoadSink | null): void {
  sink = next;
}

export function reportRemoteLoad(remote: string, entry: string, failure: LoadFailure | null): void {
  sink?.(remote, entry, failure);
}
