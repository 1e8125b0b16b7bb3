/**
 * What a signed-in Lighthouse run keeps of the runs before it: the session's
 * cookies only. Lighthouse's own storage reset would sign the visitor out, so
 * it is off for those runs (lighthouse.ts), and then the service worker the
 * app installed in an earlier load stayed: it answered the next run's scripts
 * from its caches, and installed or updated meanwhile, on the same 2 cores.
 * A phone's first visit has none of it. Measured on `/cabinet/events`, two
 * runs in a row after a sign-in in the browser: 163–353 ms then 503–875 ms
 * of blocking time with them, 350–425 then 145–350 ms without.
 */
import type { CDPSession } from '@playwright/test';

/** Storage a first visit does not have, of the app's origin: the offline layer's (its worker, caches and kept data). */
const FIRST_VISIT_FORGETS = 'service_workers,cache_storage,indexeddb';

async function forgetAllButCookies(cdp: CDPSession, origin: string): Promise<void> {
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: FIRST_VISIT_FORGETS });
}

export { forgetAllButCookies };
