import * as v from 'valibot';

/** The figures a collector makes of the reports, per remote and release (`readHealthRows` of the reference server). */
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
