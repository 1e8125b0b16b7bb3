import { useEffect, useState } from 'react';

/**
 * Seconds left of a wait (429 `Retry-After`), ticking down once a second.
 * `start(n)` begins a new wait; 0 means there is nothing to wait for.
 */
function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = window.setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  return { seconds, start: setSeconds };
}

export { useCountdown };
