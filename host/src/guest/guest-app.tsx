import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
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

/**
 * The guest document's providers, as the app's (app/app.tsx) minus what only
 * the cabinet needs: the remote registry and the reload guards. Its pages
 * are bundled, not lazy: the document is one file.
 */
function GuestApp({ config, queryClient }: { config: RuntimeConfig; queryClient: QueryClient }) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter useTransitions={false}>
          <GuestRoutes />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

export { GuestApp };
