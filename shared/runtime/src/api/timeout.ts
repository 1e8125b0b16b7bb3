/**
 * A per-attempt timeout that also honours the caller's signal (TanStack Query
 * passes one to cancel). ofetch's own `timeout` is skipped whenever a signal
 * is given and is not renewed on its retries, so the client keeps its own.
 */
interface AttemptSignal {
  signal: AbortSignal;
  /** True once the timeout (not the caller) aborted the request. */
  timedOut: () => boolean;
  /** Stops the timer and detaches from the caller's signal. */
  dispose: () => void;
}

function timeoutMessage(ms: number): string {
  return `Сервер не ответил за ${Math.round(ms / 1000)} с`;
}

function attemptSignal(ms: number, callerSignal?: AbortSignal): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    const error = new Error(timeoutMessage(ms));
    error.name = 'TimeoutError';
    controller.abort(error);
  }, ms);
  const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

export { attemptSignal, timeoutMessage };
