/**
 * Field health (README «Field health»): what the host reports about each
 * remote and release to `telemetryUrl` of config.json, and what a collector
 * makes of it (the reference server's `POST /_telemetry/health`,
 * `npm run health`, `/_dev/health`). This file holds what the host itself
 * uses — no valibot, so a page carries none of the schemas —,
 * health-report.ts the report's format, health-row.ts the figures.
 *
 * No personal data travels: no user id, no query string, no typed text — a
 * page is its path with every id replaced by `:id`.
 */

/** The reference server's collector: `POST` reports here (`telemetryUrl` is its origin plus this path). */
export const HEALTH_COLLECTOR_PATH = '/_telemetry/health';

/** Where a remote failed: its manifest, its remoteEntry.js, the chunks of its code, or its render (error boundary). */
export const HEALTH_PHASES = ['manifest', 'entry', 'chunk', 'render'] as const;
export type HealthPhase = (typeof HEALTH_PHASES)[number];

export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** A failure's code: an MF runtime code (`RUNTIME-008`), an HTTP status (`HTTP-500`) or an error's class (`ChunkLoadError`) — never a message. */
export const HEALTH_CODE = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/**
 * A record's release is the folder of the manifest the page loaded when that
 * is a release id (THE id of the registry, `0.1.0-36a24ca0e1`), else this: a
 * remote served outside a release store (its dev server, a build's own folder).
 */
export const UNVERSIONED = 'unversioned';
export { isReleaseId } from '../federation/release-id.ts';

const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24,})$/i;
export const PATH_MAX = 200;

/**
 * A page as a health record names it: the path only (query and hash
 * dropped), each numeric or UUID-like segment replaced by `:id`, at most 200
 * characters. `/cabinet/polls/12?step=2` → `/cabinet/polls/:id`.
 */
export function healthPath(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const named = path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return (named.startsWith('/') ? named : `/${named}`).slice(0, PATH_MAX);
}

