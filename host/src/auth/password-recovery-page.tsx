import { useSearchParams } from 'react-router-dom';
import { PasswordResetForm } from './password-reset-form.tsx';
import { RecoveryRequestForm } from './recovery-request-form.tsx';

/**
 * `/password-recovery`: without a query, asks for the address to mail a
 * link to; with the mailed link's `token` and `email`, sets a new password.
 */
function PasswordRecoveryPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const email = search.get('email');
  if (token && email) return <PasswordResetForm token={token} email={email} />;
  return <RecoveryRequestForm />;
}

export { PasswordRecoveryPage };
