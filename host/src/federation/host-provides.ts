import type { HostProvisions } from '@cabinet/runtime/compatibility';

// Inlined by the build (rspack.config.base.ts, from rspack/provisions.ts);
// the unit tests define it in vitest.config.ts.
declare const __CABINET_HOST_PROVIDES__: HostProvisions;

/** What this host build provides to remotes: singleton versions, remote contracts, exposes. */
function hostProvides(): HostProvisions {
  return __CABINET_HOST_PROVIDES__;
}

export { hostProvides };
