import * as v from 'valibot';
import { HEALTH_PHASES, HEALTH_REPORT_MAX_RECORDS, MAX_CLS, MAX_MS, PATH_MAX, RELEASE_ID, WEB_VITALS, healthPath } from './health-path.ts';

/**
 * The field-health report as it travels (`POST /_telemetry/health`, and any
 * team's own collector): checked by the collector, so no field outside it,
 * no query string, no absurd value gets stored.
 */

const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,63}$/, 'Имя раздела: латинские буквы, цифры и дефис'));
/** `0.1.0-36a24ca0e1`, or `unversioned` for a remote served outside a release store. */
export const ReleaseIdSchema = v.pipe(v.string(), v.regex(RELEASE_ID, 'Неверный идентификатор выпуска'));
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

