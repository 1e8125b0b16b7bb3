import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { DelayedFallback } from './delayed-fallback.tsx';
import { paths } from './paths.ts';

/**
 * The host's pages, loaded on first visit: a cabinet page downloads neither
 * the auth forms nor the landing. Pages of a group share one import, so they
 * arrive as one chunk. The layouts, guards and the remote outlet stay eager:
 * every page needs them.
 */
type LazyPage = (() => ReactElement) & {
  /** Loads the page's code; from then on it renders at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * A page whose code loads on its first render — or before it, by `preload`:
 * a page the renderer painted is hydrated in one pass once its code is in
 * (bootstrap.tsx), rather than in two, with data arriving in between that
 * the server's HTML did not have.
 */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  let loaded: ComponentType | null = null;
  const take = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await take() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = async () => void (await take());
  return Page;
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

/** The code of the page the app document shows at `pathname`, loaded; none to load for the others (a section's is a remote). */
async function preloadPageOf(pathname: string): Promise<void> {
  if (pathname.replace(/\/+$/, '') === paths.cabinet.path) await DashboardPage.preload();
}

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
  preloadPageOf,
};
