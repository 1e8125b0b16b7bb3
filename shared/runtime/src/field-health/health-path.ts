/**
 * Field health (README «Field health»): what the host reports about each
 * remote and release to `telemetryUrl` of config.json, and what a collector
 * makes of it (the reference server's `POST /_telemetry/health`,
 * `npm run health`, `/_dev/health`). This file holds what the host itself
 * uses — no valibot, so a page carries none of the schemas —,
 * health-report.ts the report's format, health-row.ts the figures.
 *
 * No personal data travels: no user id, no query string, no typed text — a
 * page is a path of the shape of the app's routes, every id as `:id`.
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
/** A route's own word (`events`, `password-recovery`); a longer one is more likely a slug or a key than a route's name. */
const ROUTE_WORD = /^[a-z][a-z0-9-]{0,39}$/;
/** Parts after `/cabinet`: the app's deepest pattern is `/cabinet/<section>/<page>/:id`. */
const MAX_SEGMENTS = 4;
export const PATH_MAX = 200;

/**
 * The only paths a record may name: the shape of the app's route patterns
 * under `/cabinet` — up to 4 parts, each a route's word or `:id`
 * (`/cabinet/events/:id`). So no text of a link (`/password-recovery/token=…`)
 * reaches a collector.
 */
export const HEALTH_PATH = /^\/cabinet(?:\/(?:[a-z][a-z0-9-]{0,39}|:id)){0,4}$/;

/**
 * A page as a health record names it, or null for a page outside `/cabinet`
 * (not reported: no section is there). The path only (query and hash
 * dropped), each part that is no route's word — a number, a UUID, a key, a
 * token, anything encoded — named `:id`, parts past the fourth dropped:
 * `/cabinet/polls/12?step=2` → `/cabinet/polls/:id`. What it returns always
 * matches `HEALTH_PATH`.
 */
export function healthPath(address: string): string | null {
  const [first, ...rest] = (address.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);
  if (first !== 'cabinet') return null;
  const named = rest.slice(0, MAX_SEGMENTS).map((segment) => (ROUTE_WORD.test(segment) && !ID_SEGMENT.test(segment) ? segment : ':id'));
  return ['/cabinet', ...named].join('/');
}
