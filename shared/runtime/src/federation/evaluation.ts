/**
 * Counts how many times the browser evaluated this package. Module
 * Federation must share it as one singleton (one API client, one session);
 * the e2e suite reads the counter and expects exactly 1.
 */
const scope = globalThis as { __CABINET_RUNTIME_EVALUATIONS__?: number };
scope.__CABINET_RUNTIME_EVALUATIONS__ = (scope.__CABINET_RUNTIME_EVALUATIONS__ ?? 0) + 1;
