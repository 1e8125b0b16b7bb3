import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RecoveryRequestBodySchema } from '@cabinet/runtime';
import { russianOr } from '@cabinet/kit/errors';
import { FormAlert, SubmitButton, useApiForm } from '@cabinet/kit/forms';
import { requestRecovery } from './api/request-recovery.ts';
import { FormField, Input } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { NOTICES } from './russian-notice.ts';

const fields = ['email'] as const;

/**
 * Step one of recovery: the address to mail a reset link to. The server
 * answers the same for unknown addresses (no account probing), and so does
 * this page: it shows the server's message and keeps the form for a retry.
 */
function RecoveryRequestForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({
    schema: RecoveryRequestBodySchema,
    fields,
    submit: requestRecovery,
    onSuccess: (response) => setSent(russianOr(response.message, NOTICES.recoverySent)),
  });

  return (
    <PageCard
      title="Восстановление пароля"
      description="Укажите email, с которым вы регистрировались: мы пришлём ссылку для нового пароля."
      footer={
        <Link to={paths.login.getHref()} className="text-primary underline underline-offset-4 hover:decoration-2">
          Вернуться ко входу
        </Link>
      }
    >
      {sent && <FormAlert tone="success">{sent} Ссылка действует 60 минут.</FormAlert>}
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="grid gap-4">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <FormField label="Email" error={form.fieldErrors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </FormField>
        <SubmitButton pending={form.pending} disabled={form.blocked}>
          {sent ? 'Отправить ещё раз' : 'Отправить ссылку'}
        </SubmitButton>
      </form>
    </PageCard>
  );
}

export { RecoveryRequestForm };
