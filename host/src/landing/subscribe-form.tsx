import { useId, useRef, useState } from 'react';
import { SubscribeBodySchema } from '@cabinet/runtime';
import { useApiForm } from '@cabinet/kit/forms';
import { Button, cn, FormField, Input, Spinner } from '@cabinet/kit/ui';
import { subscribe } from './subscribe.ts';

interface SubscribeFormProps {
  /** Runs before the first request (the landing document configures the API client). */
  prepare?: () => Promise<void>;
}

/**
 * The landing's subscribe form (`POST /api/cabinet/subscribe`): `Email` and
 * `Подписаться`, on the kit's one form hook. The outcome — the server's
 * confirmation or what went wrong — appears in a live region under the
 * form; a field error shows under the field. The address stays in the field
 * after a failure, to be corrected, and is cleared after success.
 */
function SubscribeForm({ prepare }: SubscribeFormProps) {
  const headingId = useId();
  // Uncontrolled: an address typed into the prerendered form before the code ran is what is sent.
  const formRef = useRef<HTMLFormElement>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useApiForm({
    fields: ['email'],
    schema: SubscribeBodySchema,
    submit: async (body) => {
      await prepare?.();
      return subscribe(body);
    },
    onSuccess: ({ message }) => {
      formRef.current?.reset();
      setConfirmation(message || 'Вы подписаны на новости.');
    },
  });
  const fieldError = form.fieldErrors.email;
  const failure = form.formError ?? (fieldError ? 'Проверьте адрес почты.' : null);

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-medium">
          Новости кабинета
        </h2>
        <p className="text-sm text-muted-foreground">Новые события и опросы — раз в месяц, на вашу почту.</p>
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setConfirmation(null);
          form.send({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormField label="Email" error={fieldError} className="flex-1">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            onFocus={() => void prepare?.().catch(() => undefined)}
            onChange={() => form.clearFieldError('email')}
          />
        </FormField>
        <Button type="submit" disabled={form.blocked} aria-busy={form.pending || undefined} className="sm:mt-6">
          {form.pending && <Spinner aria-hidden="true" />}
          Подписаться
        </Button>
      </form>
      <p
        role="status"
        aria-live="polite"
        data-tone={failure ? 'error' : confirmation ? 'success' : undefined}
        className={cn('min-h-5 text-sm', failure ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-300')}
      >
        {failure ?? confirmation}
      </p>
    </section>
  );
}

export { SubscribeForm };
