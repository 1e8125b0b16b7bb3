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
  /** `location.key` of the page it happened on. */
  page: string;
}

function isCancellation(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

function useUnhandledError(pageKey: string): { error: unknown } | null {
  const [unhandled, setUnhandled] = useState<UnhandledError | null>(null);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (event.error === null || event.error === undefined) {
        console.warn('Ignored a browser error event without an error', event.message);
        return;
      }
      console.error('Unhandled error', event.error);
      setUnhandled({ error: event.error, page: pageKey });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isCancellation(event.reason)) return;
      console.error('Unhandled promise rejection', event.reason);
      setUnhandled({ error: event.reason, page: pageKey });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [pageKey]);

  return unhandled && unhandled.page === pageKey ? { error: unhandled.error } : null;
}

export { useUnhandledError };
