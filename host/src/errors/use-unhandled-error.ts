import { useEffect, useState } from 'react';

/**
 * Errors nobody caught (SPEC §2: fatal or unhandled errors go to the error
 * screen and the console): `window` `error` and `unhandledrejection`.
 * Returns the error for the page it happened on; leaving the page (Назад,
 * Главная, any navigation) dismisses it.
 *
 * Not every event is fatal: an `error` event without an Error object is a
 * browser notice ("ResizeObserver loop…", a cross-origin "Script error.")
 * and a rejected AbortError is a cancelled request. Those are only logged.
 */
interface UnhandledError {
  error: unknown;
  /** The history entry (router location key) that was current when it happened. */
  page: string;
}

/**
 * The router's key of the current history entry. Read from `history.state`
 * rather than from the last render: the router changes the address before
 * React renders the new page, and an error in between belongs to the new one.
 */
function currentPageKey(): string {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string') return state.key;
  return 'default';
}

function isCancellation(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

/** Listens to `window`; `report` gets each fatal error, already logged. Returns the unsubscribe. */
function listenForUnhandledErrors(report: (error: unknown) => void): () => void {
  const onError = (event: ErrorEvent) => {
    if (event.error === null || event.error === undefined) {
      console.warn('Ignored a browser error event without an error', event.message);
      return;
    }
    console.error('Unhandled error', event.error);
    report(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isCancellation(event.reason)) return;
    console.error('Unhandled promise rejection', event.reason);
    report(event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

interface EarlyErrors {
  first: { error: unknown } | null;
  stop: () => void;
}

let early: EarlyErrors | null = null;

/**
 * Bootstrap calls this first. The app renders only after the config, the
 * registry and the identity have loaded; an error in that time would
 * otherwise be lost. The first one waits here for the root route.
 */
function captureEarlyErrors(): void {
  if (early) return;
  const capture: EarlyErrors = { first: null, stop: () => undefined };
  capture.stop = listenForUnhandledErrors((error) => {
    capture.first ??= { error };
  });
  early = capture;
}

/** Ends the early capture (the root route listens from now on) and hands over what it caught. */
function takeEarlyError(): { error: unknown } | null {
  const capture = early;
  early = null;
  capture?.stop();
  return capture?.first ?? null;
}

/** `pageKey` is the rendered `location.key`. */
function useUnhandledError(pageKey: string): { error: unknown } | null {
  const [unhandled, setUnhandled] = useState<UnhandledError | null>(null);

  useEffect(() => {
    const report = (error: unknown) => setUnhandled({ error, page: currentPageKey() });
    // Taken and listened to in one go, so that no error falls in between.
    const earlier = takeEarlyError();
    if (earlier) report(earlier.error);
    return listenForUnhandledErrors(report);
  }, []);

  return unhandled && unhandled.page === pageKey ? { error: unhandled.error } : null;
}

export { captureEarlyErrors, useUnhandledError };
