import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hasUnsavedChanges } from '@cabinet/runtime';
import { reloadOnce } from '../reload-guards/chunk-reload.ts';
import { isVerySlowConnection } from '../reload-guards/connection.ts';
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS } from '../reload-guards/manifest-guard.ts';
import { pageReload } from '../reload-guards/page-reload.ts';
import { ENTRY_SYNC_MAX_AGE_MS, isRemoteStale, refreshRegistry } from './registry-sync.ts';

const sectionOf = (pathname: string, names: readonly string[]) => names.find((name) => pathname === `/cabinet/${name}` || pathname.startsWith(`/cabinet/${name}/`)) ?? null;

/**
 * Rendered once inside the router: follows the remote registry on the build
 * manifest guard's schedule (1 s after start unless the connection is very
 * slow, then hourly) and on every navigation into a section. When the
 * section just entered runs an older release than the registry's (a release
 * or a rollback while the tab was open), the page is loaded anew at that
 * address — once (the chunk-reload guard's 10 s window), and never while a
 * form holds unsaved input: then the old release stays until the next visit.
 * Navigation inside a section never reloads.
 */
function RemoteReleaseReload({ names }: { names: readonly string[] }) {
  const { pathname, search, hash } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const first = isVerySlowConnection() ? undefined : window.setTimeout(() => void refreshRegistry(), FIRST_CHECK_DELAY_MS);
    const hourly = window.setInterval(() => void refreshRegistry(), CHECK_INTERVAL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(hourly);
    };
  }, []);

  // A layout effect: a section known to be stale is left before the browser paints it.
  useLayoutEffect(() => {
    const entered = sectionOf(pathname, names);
    const before = sectionOf(shownPath.current, names);
    shownPath.current = pathname;
    if (!entered || entered === before) return;
    const target = `${pathname}${search}${hash}`;
    const reloadIfStale = () => {
      const stillThere = sectionOf(window.location.pathname, names) === entered;
      if (!stillThere || !isRemoteStale(entered) || hasUnsavedChanges()) return;
      reloadOnce(pathname, () => {
        console.info(`Loading the new release of ${entered}: reloading ${target}.`);
        pageReload.assign(target);
      });
    };
    if (isRemoteStale(entered)) reloadIfStale();
    else void refreshRegistry({ maxAgeMs: ENTRY_SYNC_MAX_AGE_MS }).then(reloadIfStale);
  }, [names, pathname, search, hash]);

  return null;
}

export { RemoteReleaseReload };
