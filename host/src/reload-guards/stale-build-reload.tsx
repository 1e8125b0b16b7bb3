import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { manifestGuard, type ManifestGuard } from './manifest-guard.ts';
import { pageReload } from './page-reload.ts';

/**
 * Rendered once inside the router: runs the build-manifest guard while the
 * app is mounted and, once a newer build is out, turns the next change of
 * page into a full page load of that page. Only the path counts: a filter
 * or page number in the query (`?page=2`) may be set while the user types,
 * and a reload then would be in the middle of their work.
 */
function StaleBuildReload({ guard = manifestGuard() }: { guard?: ManifestGuard }) {
  const { pathname, search, hash } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => guard.start(), [guard]);

  // A layout effect: the page is left before the browser paints the new one.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (guard.isStale()) pageReload.assign(`${pathname}${search}${hash}`);
  }, [guard, pathname, search, hash]);

  return null;
}

export { StaleBuildReload };
