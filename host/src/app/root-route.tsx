import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isHttpUrl } from '@cabinet/runtime';
import { findRouteRule } from '../config/route-rules.ts';
import { useRuntimeConfig } from '../config/runtime-config-context.tsx';
import { ChunkErrorGate } from '../reload-guards/chunk-error-gate.tsx';
import { ThrownErrorScreen } from '../errors/error-screen.tsx';
import { useUnhandledError } from '../errors/use-unhandled-error.ts';

/** Leaves the app for an external address of a route rule. */
function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return null;
}

/**
 * The root of every route: applies the route rules of the runtime config
 * before any page (an external http(s) address leaves the app, a path is a
 * client-side redirect, anything else is ignored with a warning) and turns
 * unhandled errors into the error screen.
 */
function RootRoute() {
  const location = useLocation();
  const { routeRules } = useRuntimeConfig();
  const unhandled = useUnhandledError(location.key);
  const rule = findRouteRule(routeRules, location.pathname);

  const ruleIsValid = rule !== null && (isHttpUrl(rule) || (rule.startsWith('/') && !rule.startsWith('//')));
  useEffect(() => {
    if (rule !== null && !ruleIsValid) console.warn(`Ignored the route rule for ${location.pathname}: ${rule}`);
  }, [rule, ruleIsValid, location.pathname]);

  if (unhandled) {
    // A chunk nobody awaited (an unhandled rejection) reloads once too (SPEC §8).
    return (
      <ChunkErrorGate error={unhandled.error}>
        <ThrownErrorScreen error={unhandled.error} />
      </ChunkErrorGate>
    );
  }
  if (rule !== null && ruleIsValid) {
    if (isHttpUrl(rule)) return <ExternalRedirect href={rule} />;
    if (rule !== location.pathname) return <Navigate to={rule} replace />;
  }
  return <Outlet />;
}

export { RootRoute };
