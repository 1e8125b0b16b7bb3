/**
 * The guest-only pages, one chunk loaded on the first visit to any of them:
 * their forms and UI-kit parts (checkbox, inputs) are not paid for by the
 * cabinet pages.
 */
export { CallbackPage } from '../auth/callback-page.tsx';
export { ConfirmEmailPage } from '../auth/confirm-email-page.tsx';
export { LoginPage } from '../auth/login-page.tsx';
export { PasswordRecoveryPage } from '../auth/password-recovery-page.tsx';
export { RegisterPage } from '../auth/register-page.tsx';
