// @cabinet/runtime/field-health, outside the singleton: what the host's
// field-health reports say (health-path.ts: the host's part, no valibot),
// their wire format (health-report.ts) and the figures (health-row.ts).
export * from './health-path.ts';
export * from './health-report.ts';
export * from './health-row.ts';
