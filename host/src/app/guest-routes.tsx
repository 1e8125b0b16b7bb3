import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { EmptyLayout } from '../layouts/empty-layout.tsx';
import { RequireGuest } from '../session/require-guest.tsx';
import { paths } from './paths.ts';

/** The pages of the guest routes: lazy in the app, bundled in the guest document. */
interface GuestPages {
  LoginPage: ComponentType;
  RegisterPage: ComponentType;
  CallbackPage: ComponentType;
  ConfirmEmailPage: ComponentType;
  PasswordRecoveryPage: ComponentType;
  VerifyEmailPage: ComponentType;
  VerifyIncomplete: ComponentType;
}

/**
 * The routes a guest signs in, registers and confirms on (SPEC §2), one table
 * for both documents that render them: the app (reached by a navigation
 * inside it, e.g. after sign-out) and the guest document (a page load of one
 * of these addresses, src/guest/). Guest-only: login, register, callback,
 * confirm-email, password-recovery; no guard: the `/verify` pages.
 */
function createGuestRoutes(pages: GuestPages, page: (Page: ComponentType) => ReactElement): RouteObject[] {
  return [
    {
      element: <RequireGuest />,
      children: [
        {
          element: <EmptyLayout />,
          children: [
            { path: paths.login.path, element: page(pages.LoginPage) },
            { path: paths.register.path, element: page(pages.RegisterPage) },
            { path: paths.callback.path, element: page(pages.CallbackPage) },
            { path: paths.confirmEmail.path, element: page(pages.ConfirmEmailPage) },
            { path: paths.passwordRecovery.path, element: page(pages.PasswordRecoveryPage) },
          ],
        },
      ],
    },
    {
      element: <EmptyLayout />,
      children: [
        { path: paths.verify.path, element: page(pages.VerifyIncomplete) },
        { path: paths.verifyId.path, element: page(pages.VerifyIncomplete) },
        { path: paths.verifyEmail.path, element: page(pages.VerifyEmailPage) },
      ],
    },
  ];
}

export { createGuestRoutes };
