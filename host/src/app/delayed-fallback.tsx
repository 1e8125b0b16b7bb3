import { useEffect, useState } from 'react';
import { LoadingState } from '@cabinet/kit/ui';

/** SPEC §9: the wait before a page-load indicator appears. */
const FALLBACK_DELAY_MS = 100;

/**
 * The Suspense fallback of a lazy page: nothing at first, since most pages
 * arrive within a blink and a flashing spinner is worse than none; after
 * about 100 ms, a small indicator so that a slow network is not a blank area.
 */
function DelayedFallback() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return visible ? <LoadingState>Загрузка страницы…</LoadingState> : null;
}

export { DelayedFallback };
