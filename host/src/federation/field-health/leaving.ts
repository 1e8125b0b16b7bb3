/**
 * A load that ends because the page was left — reloaded, closed, navigated
 * to another document — is no failure of the release (issue 30). The browser
 * cuts what the page still loads, and a section's manifest, entry or chunk
 * then fails like a network error (`mayBeCutByLeaving`: a `TypeError`, an
 * `AbortError`, a script's error; never an HTTP status). Such a failure
 * comes here instead of going to the queue:
 *
 * - while the page is being left it is dropped. Leaving begins at
 *   `beforeunload` (the browser asks before it navigates, so what the
 *   navigation cuts fails after it) or `pagehide`, and ends when the page
 *   shows it stays: a `beforeunload` may be cancelled, or be followed by a
 *   download rather than a new document, and a page kept in the back/forward
 *   cache comes back (`pageshow`);
 * - otherwise it is held until the page is known to stay, and recorded then:
 *   when the user acts on the page (a key, a pointer), when the tab is hidden
 *   without being left, or when leaving begins with `beforeunload` (it failed
 *   before the navigation began). When leaving begins with `pagehide` alone,
 *   what failed in the last `SETTLE_MS` is dropped and the rest recorded,
 *   before the queue's own `pagehide` flush sends it.
 *
 * A failure with an HTTP status, an invalid manifest, a refused remote or a
 * render goes to the queue at once, whenever it came: the server answered.
 */
import type { HealthRecord } from '@cabinet/runtime/field-health';

/**
 * Why a window and not an event: a browser that fires no `beforeunload`
 * (Safari on iOS), or a navigation that skips it, cuts the page's loads when
 * it starts to navigate, and `pagehide` comes only when the next document
 * answers — there is no event in between to wait for. A failure that long
 * before `pagehide` was not cut by it; 3 s covers the next document's answer
 * on a slow mobile connection, and a person who saw a section fail and left
 * within it, without touching the page, is not counted.
 */
export const SETTLE_MS = 3000;
/** As many as a page records at most (health-reporter.ts): a loop of failures is not kept in memory. */
const MAX_HELD = 200;

export interface LeaveGate {
  /** Records `failure` once the page is known to stay, or drops it when the page was being left. */
  hold(failure: HealthRecord): void;
}

/**
 * Watches the page being left and keeps what `hold` is given until it is
 * known whether the page stays. Create it before `flushWhenHidden`: its
 * listeners (capture, on `target`) must run before the queue is flushed.
 */
export function createLeaveGate(record: (failure: HealthRecord) => void, target: Window = window): LeaveGate {
  let leaving = false;
  let held: { failure: HealthRecord; at: number }[] = [];
  const now = () => target.performance.now();

  /** Records what is held that failed before `before`; the rest is dropped. */
  const release = (before = Number.POSITIVE_INFINITY) => {
    const waiting = held;
    held = [];
    for (const { failure, at } of waiting) if (at < before) record(failure);
  };
  const stays = () => {
    leaving = false;
    release();
  };
  const listen = (type: string, listener: () => void) => target.addEventListener(type, listener, { capture: true, passive: true });

  listen('beforeunload', () => {
    if (!leaving) release();
    leaving = true;
  });
  listen('pagehide', () => {
    if (!leaving) release(now() - SETTLE_MS);
    leaving = true;
  });
  listen('pageshow', () => {
    // The document's first `pageshow` says nothing; one after leaving is a return from the back/forward cache.
    if (leaving) stays();
  });
  listen('pointerdown', stays);
  listen('keydown', stays);
  listen('visibilitychange', () => {
    // Hidden while being left is the end of `pagehide`'s sequence; hidden otherwise is a tab put aside, which stays.
    if (target.document.visibilityState === 'visible' || !leaving) stays();
  });

  return {
    hold(failure) {
      if (!leaving && held.length < MAX_HELD) held.push({ failure, at: now() });
    },
  };
}
