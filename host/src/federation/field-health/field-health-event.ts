/**
 * What the runtime plugin and the sections tell field health, in a file of
 * its own: both the part every page carries (field-health.ts) and the
 * reporting code it loads later (reporting.ts) speak it, and neither imports
 * the other for it. Types only: nothing here reaches a bundle, so the page's
 * part may use it though it imports nothing shared.
 */
import type { HealthPhase } from '@cabinet/runtime/field-health';

export type FieldHealthEvent =
  /** A lower MF hook saw where a remote's load failed (a preload's too). */
  | { type: 'failed-at'; remote: string; phase: Exclude<HealthPhase, 'render'>; error: unknown; status?: number | undefined }
  /** One `loadRemote` of a remote ended, from `entry`; `failed` with its error. */
  | { type: 'load'; remote: string; entry: string; failed: boolean; error: unknown }
  /** The remote's section rendered for the first time since the navigation into it. */
  | { type: 'rendered'; remote: string; at: number }
  /** The section's error boundary caught a render (or a chunk of its own). */
  | { type: 'section-error'; remote: string; error: unknown };

export type FieldHealthSink = (event: FieldHealthEvent) => void;
