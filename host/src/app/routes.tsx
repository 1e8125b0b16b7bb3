import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { NotFoundScreen } from '../errors/not-found-screen.tsx';
import { RemoteOutlet } from '../federation/remote-outlet.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { EmptyLayout } from '../layouts/empty-layout.tsx';
import { RequireUser } from '../session/require-user.tsx';
import {
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
} from './lazy-pages.tsx';
import { createGuestRoutes } from './guest-routes.tsx';
import { paths } from './paths.ts';
import { RootRoute } from './root-route.tsx';

/** A short address (`/events`) leads to its cabinet page, keeping the query. */
function Shortcut({ section }: { section: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.section.getHref(section)}${search}${hash}`} replace />;
}

/**
 * The route table of SPEC §2; each remote of the registry gets its section
 * and its short address. Guards: guest-only (login, register, callback,
 * confirm-email, password-recovery), signed-in-only (the short addresses,
 * `/cabinet` and everything under it — `/cabinet/polls/{id}` included, since
 * the polls remote serving it needs a user), none (`/`, the `/verify` pages).
 * Layouts: empty (centred card) and default (header with the sections).
 * Render errors are caught around the whole table (RouteErrorBoundary, in
 * AppRoutes): a declarative router has no `errorElement`.
 */
function createRoutes(remotes: RemoteEntry[]): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        {
          path: paths.landing.path,
          element: <EmptyLayout forceLight />,
          children: [{ index: true, element: page(LandingPage) }],
        },
        ...createGuestRoutes(
          { LoginPage, RegisterPage, CallbackPage, ConfirmEmailPage, PasswordRecoveryPage, VerifyEmailPage, VerifyIncomplete },
          page,
        ),
        {
          element: <RequireUser />,
          children: [
            ...remotes.map((entry) => ({
              path: paths.shortcut.getHref(entry.name),
              element: <Shortcut section={entry.name} />,
            })),
            {
              element: <DefaultLayout remotes={remotes} />,
              children: [
                { path: paths.cabinet.path, element: page(DashboardPage) },
                ...remotes.map((entry) => ({
                  path: `${paths.section.getHref(entry.name)}/*`,
                  element: <RemoteOutlet key={entry.name} entry={entry} />,
                })),
              ],
            },
            // An unknown cabinet page is a 404, shown only to a signed-in user.
            { path: `${paths.cabinet.path}/*`, element: <NotFoundScreen /> },
          ],
        },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export { createRoutes };
