import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen.tsx';
import { errorMessage, errorStatus } from './error-status.ts';

/**
 * The router's `errorElement`: whatever a route throws while rendering ends
 * here, on the error screen, and in the console (SPEC §2: fatal errors are
 * routed to the screen and logged).
 */
function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`Unhandled error on ${pathname}`, error);
  }, [error, pathname]);

  return <ErrorScreen status={errorStatus(error)} detail={errorMessage(error)} />;
}

export { RouteErrorScreen };
