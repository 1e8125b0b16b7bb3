/**
 * What a signed-in Lighthouse run keeps of the runs before it: the session's
 * cookies, not the offline layer. Lighthouse's own storage reset would sign
 * the visitor out, so it is off for those runs (lighthouse.ts); then the
 * service worker an earlier load installed stayed, with its caches, which
 * can answer a run's scripts and the section's stylesheet, or install anew
 * during the run on the same 2 cores. A phone's first visit has none of it.
 * Measured on `/cabinet/events`, two runs in a row after a sign-in in the
 * browser: 163–353 ms then 503–875 ms of blocking time with them, 350–425
 * then 145–350 ms without.
 */
import type { CDPSession } from '@playwright/test';

/** The offline layer's storage, which a first visit does not have: its worker, caches and kept data. */
const OFFLINE_STORAGE = 'service_workers,cache_storage,indexeddb';

/** Clears the offline layer's storage of `origin`; cookies (the session) and local storage stay. */
async function forgetOfflineState(cdp: CDPSession, origin: string): Promise<void> {
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: OFFLINE_STORAGE });
}

export { forgetOfflineState };
