import { Link, useNavigate } from 'react-router-dom';
import { RegisterBodySchema } from '@cabinet/runtime';
import { FormAlert, SubmitButton, useApiForm } from '@cabinet/kit/forms';
import { register } from './api/register.ts';
import { FormField, Input } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { confirmEmailState } from './confirm-email-state.ts';

const fields = ['name', 'email', 'password', 'password_confirmation'] as const;

/**
 * `/register` (ours: SPEC §2 lists no route for it). Registration does not
 * sign in: the server mails a verification link, and the user is told to
 * check the mail on `/confirm-email`.
 */
function RegisterPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: RegisterBodySchema,
    fields,
    submit: register,
    onSuccess: (_response, body) => void navigate(paths.confirmEmail.getHref(), { state: confirmEmailState(body.email) }),
  });

  return (
    <PageCard
      title="Регистрация"
      description="Создайте аккаунт: мы пришлём письмо, чтобы подтвердить адрес."
      footer={
        <span className="text-muted-foreground">
          Уже есть аккаунт?{' '}
          <Link to={paths.login.getHref()} className="text-primary underline underline-offset-4 hover:decoration-2">
            Войти
          </Link>
        </span>
      }
    >
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="grid gap-4">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <FormField label="Имя" error={form.fieldErrors.name}>
          <Input name="name" autoComplete="name" />
        </FormField>
        <FormField label="Email" error={form.fieldErrors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </FormField>
        <NewPasswordFields label="Пароль" errors={form.fieldErrors} />
        <SubmitButton pending={form.pending} disabled={form.blocked}>
          Зарегистрироваться
        </SubmitButton>
      </form>
    </PageCard>
  );
}

export { RegisterPage };
