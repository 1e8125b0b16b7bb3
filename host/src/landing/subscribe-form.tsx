import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@cabinet/runtime';
import { describeSubmitError, waitMessage, waitSeconds } from '@cabinet/kit/forms';
import { subscribe } from './subscribe.ts';
import { Button, cn, FormField, Input, Spinner } from '@cabinet/kit/ui';
import { refreshCsrfToken } from '../session/refresh-csrf-token.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

interface SubscribeFormProps {
  /** Runs before the first request (the landing document configures the API client). */
  prepare?: () => Promise<void>;
}

const REQUIRED = 'Обязательное поле';

/** What to tell the user about a failed subscribe; field errors go under the field. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 422) return 'Проверьте адрес почты.';
  const wait = waitSeconds(error);
  if (wait > 0) return waitMessage(wait);
  return describeSubmitError(error);
}

/** A subscribe that survives a stale CSRF cookie: on 419, a new token and one more try. */
async function subscribeOnce(email: string) {
  try {
    return await subscribe({ email });
  } catch (error) {
    if (!isApiError(error) || error.status !== 419) throw error;
    await refreshCsrfToken();
    return subscribe({ email });
  }
}

/**
 * The landing's subscribe form (`POST /api/cabinet/subscribe`): `Email` and
 * `Подписаться`. The outcome — the server's confirmation or what went
 * wrong — appears in a live region under the form; a 422 shows under the
 * field. The address stays in the field after a failure, to be corrected,
 * and is cleared after success. The button is disabled while sending.
 */
function SubscribeForm({ prepare }: SubscribeFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<readonly string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (address === '') {
      setFieldError([REQUIRED]);
      setOutcome({ tone: 'error', text: 'Укажите адрес почты.' });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await prepare?.();
      const { message } = await subscribeOnce(address);
      setFieldError(null);
      setEmail('');
      setOutcome({ tone: 'success', text: message || 'Вы подписаны на новости.' });
    } catch (error) {
      setFieldError(isApiError(error) ? (error.fieldErrors.email ?? null) : null);
      setOutcome({ tone: 'error', text: failureText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-medium">
          Новости кабинета
        </h2>
        <p className="text-sm text-muted-foreground">Новые события и опросы — раз в месяц, на вашу почту.</p>
      </div>
      <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Email" error={fieldError} className="flex-1">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onFocus={() => void prepare?.().catch(() => undefined)}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
          />
        </FormField>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="sm:mt-6">
          {sending && <Spinner aria-hidden="true" />}
          Подписаться
        </Button>
      </form>
      <p
        role="status"
        aria-live="polite"
        data-tone={outcome?.tone}
        className={cn(
          'min-h-5 text-sm',
          outcome?.tone === 'error' ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-300',
        )}
      >
        {outcome?.text}
      </p>
    </section>
  );
}

export { SubscribeForm };
