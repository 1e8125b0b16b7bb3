import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Long enough for a page that sets its title after its code or data arrives. */
const SETTLE_MS = 600;

/**
 * Says the new page's title to screen readers after a navigation inside the
 * app (a page load is announced by the browser itself). A polite live region
 * rather than moving focus to the heading: focus stays where the person left
 * it (the nav link, a list's pagination), and a lazy section's heading may
 * not exist yet. The title is the one each page sets (kit `usePageTitle`):
 * read when it changes, or after a moment when the new page keeps the old one,
 * and again when it changes after that moment, until the next navigation.
 */
function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const initial = useRef(true);

  useEffect(() => {
    if (initial.current) {
      initial.current = false;
      return undefined;
    }
    // Every change is read, not only the first: on a slow section the
    // moment may pass with the old page's title, and the new one comes after.
    const announce = () => setMessage(document.title);
    const title = document.querySelector('title');
    const observer = new MutationObserver(announce);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    const timer = window.setTimeout(announce, SETTLE_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {message}
    </div>
  );
}

export { RouteAnnouncer };
