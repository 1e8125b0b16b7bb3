import { useId, useState } from 'react';
import { MailIcon } from 'lucide-react';
import { useUser } from '@cabinet/runtime';
import { russianOr } from '@cabinet/kit/errors';
import { useApiForm } from '@cabinet/kit/forms';
import { Button, Spinner } from '@cabinet/kit/ui';
import { resendVerification } from './api/resend-verification.ts';

/**
 * The shell's word on a changed e-mail awaiting confirmation. Until its link
 * is followed the API refuses the sections (403, Laravel's `verified`), so
 * every page of the cabinet says why, where the address can be corrected,
 * and offers a new letter — a 429 counts down as in every form.
 */
function UnconfirmedEmailNotice() {
  const headingId = useId();
  const user = useUser();
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({
    fields: [],
    submit: resendVerification,
    onSuccess: ({ message }) => setSent(russianOr(message, `Мы отправили новое письмо на ${user?.email ?? 'ваш адрес'}.`)),
  });
  if (!user || user.email_verified_at !== null) return null;

  return (
    <section aria-labelledby={headingId} className="border-b border-border bg-muted">
      <div className="mx-auto flex max-w-5xl flex-wrap items-start gap-x-4 gap-y-3 px-4 py-3 text-sm">
        <MailIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid min-w-0 flex-1 basis-72 gap-1">
          <h2 id={headingId} className="font-medium">
            Подтвердите новый email
          </h2>
          <p>
            Мы отправили письмо со ссылкой на <strong className="break-all">{user.email}</strong>. Пока адрес не
            подтверждён, разделы кабинета недоступны. Ошиблись в адресе — исправьте его в профиле.
          </p>
          <p role="status" aria-live="polite" className="min-h-5 text-muted-foreground">
            {form.formError ?? sent}
          </p>
        </div>
        <form noValidate onSubmit={form.onSubmit}>
          <Button type="submit" size="sm" variant="outline" disabled={form.blocked}>
            {form.pending && <Spinner aria-hidden="true" role="presentation" />}
            Отправить письмо ещё раз
          </Button>
        </form>
      </div>
    </section>
  );
}

export { UnconfirmedEmailNotice };
