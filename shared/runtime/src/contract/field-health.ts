import * as v from 'valibot';

/**
 * Field health: what the host reports about each remote and release (its
 * runtime plugin field-health.ts) to `telemetryUrl` of config.json, and the
 * figures a collector makes of it (the reference server's
 * `POST /_telemetry/health`, `npm run health`, `/_dev/health`). No personal
 * data travels: no user id, no query string, no typed text — a page is its
 * path with every id replaced by `:id`.
 */

/** Where a remote failed: its manifest, its remoteEntry.js, the chunks of its code, or its render (error boundary). */
export const HEALTH_PHASES = ['manifest', 'entry', 'chunk', 'render'] as const;
export type HealthPhase = (typeof HEALTH_PHASES)[number];

export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** Records in one report at most; the host flushes well before (batch of 20). */
export const HEALTH_REPORT_MAX_RECORDS = 100;
/** Milliseconds above this (10 minutes) are no measurement but a tab left open: refused. */
const MAX_MS = 600_000;
/** CLS is a sum of layout-shift fractions; a page moving this much is broken, not measured. */
const MAX_CLS = 100;

const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24,})$/i;
const PATH_MAX = 200;

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

const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,63}$/, 'Имя раздела: латинские буквы, цифры и дефис'));
/** `0.1.0-36a24ca0e1`, or `unversioned` for a remote served outside a release store. */
export const ReleaseIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/, 'Неверный идентификатор выпуска'));
const PathSchema = v.pipe(
  v.string(),
  v.maxLength(PATH_MAX),
  v.regex(/^\/[^\s?#]*$/, 'Путь страницы без запроса и фрагмента'),
  // Ids of people and things stay out, whatever the sender forgot.
  v.transform(healthPath),
);
/** An MF runtime code (`RUNTIME-008`), an HTTP status (`HTTP-500`) or an error's class (`ChunkLoadError`). */
const CodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, 'Код ошибки: латинские буквы, цифры, «-», «_», «.»'));
const Ms = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_MS));

const where = { remote: RemoteNameSchema, release: ReleaseIdSchema, path: PathSchema };

export const HealthRecordSchema = v.variant('type', [
  /** One attempt to load the remote's code into a page (it may fail). */
  v.strictObject({ type: v.literal('load'), ...where }),
  v.strictObject({ type: v.literal('failure'), ...where, phase: v.picklist(HEALTH_PHASES), code: CodeSchema }),
  /** From the navigation's start to the section's first render. */
  v.strictObject({ type: v.literal('render'), ...where, ms: Ms }),
  v.pipe(
    v.strictObject({ type: v.literal('vital'), ...where, name: v.picklist(WEB_VITALS), value: v.pipe(v.number(), v.finite(), v.minValue(0)) }),
    v.check((record) => record.value <= (record.name === 'CLS' ? MAX_CLS : MAX_MS), 'Значение показателя вне разумных пределов'),
  ),
]);
export type HealthRecord = v.InferOutput<typeof HealthRecordSchema>;

export const HealthReportSchema = v.strictObject({
  records: v.pipe(v.array(HealthRecordSchema), v.minLength(1), v.maxLength(HEALTH_REPORT_MAX_RECORDS)),
});
export type HealthReport = v.InferOutput<typeof HealthReportSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One remote's release in the field: `npm run health -- --json` prints an array of these. */
export const HealthRowSchema = v.object({
  remote: v.string(),
  release: v.string(),
  loads: Count,
  failures: Count,
  failures_by_phase: v.object({ manifest: Count, entry: Count, chunk: Count, render: Count }),
  render_p75_ms: v.nullable(v.number()),
  lcp_p75_ms: v.nullable(v.number()),
  inp_p75_ms: v.nullable(v.number()),
  cls_p75: v.nullable(v.number()),
});
export type HealthRow = v.InferOutput<typeof HealthRowSchema>;
