/**
 * Navigations inside the app, as they happen: the router's `pushState`
 * (a link, `navigate()`), `replaceState` (a redirect) and the browser's
 * Back and Forward (`popstate`) — wrapped here, as RUM scripts do, so the
 * timing starts when the navigation does and no component has to carry it.
 */
export type NavigationKind = 'navigate' | 'replace';

export function watchNavigations(onNavigation: (kind: NavigationKind, pathname: string) => void, target: Window = window): void {
  const { history } = target;
  const wrap = (method: 'pushState' | 'replaceState', kind: NavigationKind) => {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      try {
        onNavigation(kind, target.location.pathname);
      } catch {
        // Field health never breaks a navigation.
      }
    };
  };
  wrap('pushState', 'navigate');
  wrap('replaceState', 'replace');
  target.addEventListener('popstate', () => onNavigation('navigate', target.location.pathname));
}
