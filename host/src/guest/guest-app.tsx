import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@cabinet/runtime';
import { Toaster } from '@cabinet/kit/ui';
import { CallbackPage } from '../auth/callback-page.tsx';
import { ConfirmEmailPage } from '../auth/confirm-email-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';
import { PasswordRecoveryPage } from '../auth/password-recovery-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { VerifyEmailPage } from '../auth/verify-email-page.tsx';
import { VerifyIncomplete } from '../auth/verify-incomplete.tsx';
import { createGuestRoutes } from '../app/guest-routes.tsx';
import { NavigationBridge } from '../app/navigation-bridge.tsx';
import { RootRoute } from '../app/root-route.tsx';
import { RouteAnnouncer } from '../app/route-announcer.tsx';
import { RuntimeConfigProvider } from '../config/runtime-config-context.tsx';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { usePrerenderedFormHandover } from '../boot/prerendered-form-handover.ts';
import { LeaveForApp } from './leave-for-app.tsx';

const pages = { LoginPage, RegisterPage, CallbackPage, ConfirmEmailPage, PasswordRecoveryPage, VerifyEmailPage, VerifyIncomplete };

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [...createGuestRoutes(pages, (Page) => <Page />), { path: '*', element: <LeaveForApp /> }],
  },
];

function GuestRoutes() {
  const element = useRoutes(routes);
  return (
    <>
      <NavigationBridge />
      <RouteAnnouncer />
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </>
  );
}

interface GuestProvidersProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** The router with the routes: the browser's, or the prerender's static one. */
  children: ReactNode;
}

/**
 * The guest document's providers, as the app's (app/app.tsx) minus what only
 * the cabinet needs: the remote registry and the reload guards. Its pages
 * are bundled, not lazy: the document is one file. The prerender
 * (guest-prerender.tsx) renders the same tree, so that the browser hydrates it.
 */
function GuestProviders({ config, queryClient, children }: GuestProvidersProps) {
  usePrerenderedFormHandover();
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

function GuestApp({ config, queryClient }: Omit<GuestProvidersProps, 'children'>) {
  return (
    <GuestProviders config={config} queryClient={queryClient}>
      <BrowserRouter useTransitions={false}>
        <GuestRoutes />
      </BrowserRouter>
    </GuestProviders>
  );
}

export { GuestApp, GuestProviders, GuestRoutes };
