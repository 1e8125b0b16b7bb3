import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { notePage } from './field-health.ts';

/**
 * Tells field health which page the tab shows from when. A layout effect,
 * rendered before the routes: it runs before a section's own first-render
 * effect in the same commit, so a section already loaded is timed from
 * this navigation.
 */
export function SectionTracker({ remotes }: { remotes: readonly string[] }) {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    notePage(first.current ? 'document' : type === 'REPLACE' ? 'replace' : 'navigate', location.pathname, remotes);
    first.current = false;
    // Each navigation has its own key (a redirect to the same path too).
  }, [location.key, location.pathname, type, remotes]);
  return null;
}
