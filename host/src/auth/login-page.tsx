import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { LoginBodySchema, setUser } from '@cabinet/runtime';
import { FormAlert, SubmitButton, useApiForm } from '@cabinet/kit/forms';
import { login } from './api/login.ts';
import { Checkbox, FormField, Input, Label } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { readNotice } from './notice.ts';

const fields = ['email', 'password'] as const;

function readLoginForm(data: FormData) {
  return {
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
    remember: data.get('remember') === 'on',
  };
}

/**
 * `/login`. On success the user goes into the session; the guest-only guard
 * then sends them to the sign-in target (`?redirect=` or `afterSignIn`).
 * Token mode is the shared `login`'s business (it stores the token).
 */
function LoginPage() {
  const queryClient = useQueryClient();
  const notice = readNotice(useLocation().state);
  const form = useApiForm({
    schema: LoginBodySchema,
    fields,
    read: readLoginForm,
    submit: login,
    onSuccess: (user) => setUser(queryClient, user),
  });

  return (
    <PageCard
      title="Вход в кабинет"
      description="Войдите, чтобы видеть события, уведомления и опросы."
      footer={
        <>
          <Link to={paths.passwordRecovery.getHref()} className="text-primary underline underline-offset-4 hover:decoration-2">
            Забыли пароль?
          </Link>
          <span className="text-muted-foreground">
            Нет аккаунта?{' '}
            <Link to={paths.register.getHref()} className="text-primary underline underline-offset-4 hover:decoration-2">
              Зарегистрироваться
            </Link>
          </span>
        </>
      }
    >
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="grid gap-4">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <FormField label="Email" error={form.fieldErrors.email}>
          <Input name="email" type="email" autoComplete="username" inputMode="email" />
        </FormField>
        <FormField label="Пароль" error={form.fieldErrors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox id="login-remember" name="remember" />
          <Label htmlFor="login-remember">Запомнить меня</Label>
        </div>
        <SubmitButton pending={form.pending} disabled={form.blocked}>
          Войти
        </SubmitButton>
      </form>
    </PageCard>
  );
}

export { LoginPage };
