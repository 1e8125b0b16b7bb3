/** The email verification pages (`/verify…`), one chunk: they are opened from a mail, rarely. */
export { VerifyEmailPage } from '../auth/verify-email-page.tsx';
export { VerifyIncomplete } from '../auth/verify-incomplete.tsx';
