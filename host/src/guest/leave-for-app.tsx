import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { NotFoundScreen } from '../errors/not-found-screen.tsx';

/** Where this document was loaded: a route the guest document does not have, if it ends here (none in the prerender). */
const loadedAt = typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;

/**
 * Every other address in the guest document: the app's (the cabinet after
 * sign-in, the landing), so the browser loads it as a page, the way it would
 * follow a plain link — pushed or replaced as the navigation was. Reached on
 * the document's first render, it is an address the server should not have
 * answered with this document: a 404 rather than a reload loop.
 */
function LeaveForApp() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const target = `${pathname}${search}`;
  const firstRender = target === loadedAt && navigationType === 'POP';

  useEffect(() => {
    if (firstRender) return;
    if (navigationType === 'REPLACE') window.location.replace(`${target}${hash}`);
    else window.location.assign(`${target}${hash}`);
  }, [firstRender, hash, navigationType, target]);

  return firstRender ? <NotFoundScreen /> : null;
}

export { LeaveForApp };
