import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * Navigation for code that runs outside React, such as the 401 handler the
 * API client calls. A declarative router has no router object to call, so
 * the bridge, rendered once inside it, lends its `navigate` to this module.
 */
let routerNavigate: NavigateFunction | null = null;

function NavigationBridge() {
  const navigate = useNavigate();
  // A layout effect: the bridge is ready before any passive effect of a page
  // (where the first API calls start) can lead to a 401.
  useLayoutEffect(() => {
    routerNavigate = navigate;
    return () => {
      if (routerNavigate === navigate) routerNavigate = null;
    };
  }, [navigate]);
  return null;
}

interface OutsideNavigation {
  /** Where the app is now (the browser router keeps the address bar in step). */
  location: () => { pathname: string; search: string };
  /** Goes to `to` and commits the new page at once, before the caller goes on. */
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => void;
}

const outsideNavigation: OutsideNavigation = {
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  navigate: (to, { replace, state }) => {
    const navigate = routerNavigate;
    if (!navigate) {
      // Before the router mounts there is no page to keep: a page load will do.
      if (replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    // The caller changes state right after (the 401 handler clears the user):
    // the new page must be on screen first, so that nothing guarded renders
    // a frame without a user.
    flushSync(() => {
      void navigate(to, { replace, state });
    });
  },
};

export { NavigationBridge, outsideNavigation };
export type { OutsideNavigation };
