import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { DelayedFallback } from './delayed-fallback.tsx';

/**
 * The host's pages, loaded on first visit: a cabinet page downloads neither
 * the auth forms nor the landing. Pages of a group share one import, so they
 * arrive as one chunk. The layouts, guards and the remote outlet stay eager:
 * every page needs them.
 */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const authPages = () => import('./auth-pages.ts');
const verifyPages = () => import('./verify-pages.ts');
const landingPage = () => import('../landing/landing-page.tsx');
const dashboardPage = () => import('../dashboard/dashboard-page.tsx');

const LoginPage = lazyPage(authPages, 'LoginPage');
const RegisterPage = lazyPage(authPages, 'RegisterPage');
const CallbackPage = lazyPage(authPages, 'CallbackPage');
const ConfirmEmailPage = lazyPage(authPages, 'ConfirmEmailPage');
const PasswordRecoveryPage = lazyPage(authPages, 'PasswordRecoveryPage');
const VerifyEmailPage = lazyPage(verifyPages, 'VerifyEmailPage');
const VerifyIncomplete = lazyPage(verifyPages, 'VerifyIncomplete');
const LandingPage = lazyPage(landingPage, 'LandingPage');
const DashboardPage = lazyPage(dashboardPage, 'DashboardPage');

/**
 * A lazy page as a route element. The boundary sits here rather than at the
 * root, so that the layout around the page stays while its code loads.
 */
function page(Page: ComponentType) {
  return (
    <Suspense fallback={<DelayedFallback />}>
      <Page />
    </Suspense>
  );
}

export {
  CallbackPage,
  ConfirmEmailPage,
  DashboardPage,
  LandingPage,
  LoginPage,
  PasswordRecoveryPage,
  RegisterPage,
  VerifyEmailPage,
  VerifyIncomplete,
  page,
};
