import * as v from 'valibot';
import { HEALTH_PHASES, type HealthPhase } from './health-path.ts';

/**
 * The figures a collector makes of the reports, per remote and release
 * (`readHealthRows` of the reference server). The reference server counts
 * people: `people` is how many signed-in persons loaded the release;
 * `loads`, `failures` and each phase count person-hours (a person at most
 * once per release and hour), and the p75s are over one sample per person-hour.
 */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Failures counted in each phase, every phase present. */
const FailuresByPhaseSchema = v.object(Object.fromEntries(HEALTH_PHASES.map((phase) => [phase, Count])) as Record<HealthPhase, typeof Count>);

/** One remote's release in the field: `npm run health -- --json` prints an array of these. */
export const HealthRowSchema = v.object({
  remote: v.string(),
  release: v.string(),
  /** Distinct persons who loaded it; absent from a collector that counts no people (read as 0 by the release tool). */
  people: v.optional(Count),
  loads: Count,
  failures: Count,
  failures_by_phase: FailuresByPhaseSchema,
  render_p75_ms: v.nullable(v.number()),
  lcp_p75_ms: v.nullable(v.number()),
  inp_p75_ms: v.nullable(v.number()),
  cls_p75: v.nullable(v.number()),
});
export type HealthRow = v.InferOutput<typeof HealthRowSchema>;
