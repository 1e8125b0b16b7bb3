import * as v from 'valibot';
import { ReleaseIdSchema } from '../federation/release-store.ts';
import { HEALTH_CODE, HEALTH_PATH, HEALTH_PHASES, PATH_MAX, UNVERSIONED, WEB_VITALS, healthPath } from './health-path.ts';

/**
 * The field-health report as it travels (`POST /_telemetry/health`, and any
 * team's own collector): checked by the collector, so no field outside it,
 * no query string, no absurd value gets stored.
 */

/** Records in one report at most; the host flushes well before (batch of 20). */
const MAX_RECORDS = 100;
/** Milliseconds above this (10 minutes) are no measurement but a tab left open: refused. */
const MAX_MS = 600_000;
/** CLS is a sum of layout-shift fractions; a page moving this much is broken, not measured. */
const MAX_CLS = 100;

const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,63}$/, 'Имя раздела: латинские буквы, цифры и дефис'));
/** The registry's release id (`0.1.0-36a24ca0e1`), or `unversioned` for a remote served outside a release store. */
const ReleaseSchema = v.pipe(
  v.string(),
  v.check((release) => release === UNVERSIONED || v.is(ReleaseIdSchema, release), 'Неверный идентификатор выпуска'),
);
/** A route's shape under /cabinet (`HEALTH_PATH`), as `healthPath` makes it: no link's text, no query, no id but `:id`. */
const PathSchema = v.pipe(
  v.string(),
  v.maxLength(PATH_MAX),
  v.regex(HEALTH_PATH, 'Путь страницы: /cabinet и до 4 частей — слова из латинских букв, цифр и дефиса или :id'),
  // A word that is an id (a hex key, a UUID starting with a letter) is refused too, whatever the sender forgot.
  v.check((path) => !HEALTH_PATH.test(path) || healthPath(path) === path, 'Путь страницы: идентификатор — только как :id'),
);
const CodeSchema = v.pipe(v.string(), v.regex(HEALTH_CODE, 'Код ошибки: латинские буквы, цифры, «-», «_», «.»'));
const Ms = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_MS));

const where = { remote: RemoteNameSchema, release: ReleaseSchema, path: PathSchema };

const HealthRecordSchema = v.variant('type', [
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
  records: v.pipe(v.array(HealthRecordSchema), v.minLength(1), v.maxLength(MAX_RECORDS)),
});

