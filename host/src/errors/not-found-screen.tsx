import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen.tsx';

/** SPEC §2/§8: an unmatched path is a non-fatal 'Page Not Found: {path}' error. */
function notFoundMessage(pathname: string): string {
  return `Page Not Found: ${pathname}`;
}

/** Every path no route matches: logged as a warning (non-fatal), shown as the 404 screen. */
function NotFoundScreen() {
  const { pathname } = useLocation();
  const message = notFoundMessage(pathname);

  useEffect(() => {
    console.warn(message);
  }, [message]);

  // The SPEC's message goes to the console; the screen says it in Russian.
  return <ErrorScreen status={404} detail={`Страницы по адресу ${pathname} нет.`} />;
}

export { NotFoundScreen, notFoundMessage };
