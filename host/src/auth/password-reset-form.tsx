import { Link, useNavigate } from 'react-router-dom';
import { PasswordResetBodySchema } from '@cabinet/runtime';
import { russianOr } from '@cabinet/kit/errors';
import { FormAlert, SubmitButton, useApiForm } from '@cabinet/kit/forms';
import { resetPassword } from './api/reset-password.ts';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { noticeState } from './notice.ts';
import { NOTICES } from './russian-notice.ts';

const fields = ['password', 'password_confirmation'] as const;

interface PasswordResetFormProps {
  token: string;
  email: string;
}

/**
 * Step two of recovery, opened from the mailed link
 * (`/password-recovery?token&email`): a new password twice. On success the
 * user signs in with it on the login page, which shows the server's message.
 * A dead link (422 on `token` or `email`) is explained in the alert with a
 * way to ask for a new one.
 */
function PasswordResetForm({ token, email }: PasswordResetFormProps) {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: PasswordResetBodySchema,
    fields,
    read: (data) => ({
      token,
      email,
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    }),
    submit: resetPassword,
    onSuccess: (response) => void navigate(paths.login.getHref(), { replace: true, state: noticeState(russianOr(response.message, NOTICES.passwordReset)) }),
  });

  return (
    <PageCard
      title="Новый пароль"
      description={
        <>
          Придумайте новый пароль для <strong className="text-foreground">{email}</strong>.
        </>
      }
      footer={
        <Link to={paths.passwordRecovery.getHref()} className="text-primary underline underline-offset-4 hover:decoration-2">
          Запросить новую ссылку
        </Link>
      }
    >
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="grid gap-4">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <NewPasswordFields label="Новый пароль" errors={form.fieldErrors} />
        <SubmitButton pending={form.pending} disabled={form.blocked}>
          Сменить пароль
        </SubmitButton>
      </form>
    </PageCard>
  );
}

export { PasswordResetForm };
