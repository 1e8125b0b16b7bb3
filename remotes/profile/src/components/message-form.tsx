import type { FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { SEND_MESSAGE_LIMITS, SendMessageBodySchema } from '@cabinet/runtime';
import { russianOr } from '@cabinet/kit/errors';
import { FormAlert, useApiForm, useLocalDraft, useUnsavedChanges } from '@cabinet/kit/forms';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@cabinet/kit/ui';
import { OfflineReason } from '@cabinet/kit/offline';
import { sendMessage } from '../api/send-message.ts';
import { CharCount } from './char-count.tsx';
import { DraftNotice } from './draft-notice.tsx';

interface Message {
  subject: string;
  message: string;
}

const EMPTY: Message = { subject: '', message: '' };

/**
 * A message to the operators: `Тема`, `Сообщение`, `Отправить`; emptied once
 * sent. A long message is the worst thing to lose to a 419 or a dropped
 * connection: it is kept in a local draft as it is typed, the tab asks
 * before it is left unsent, and the counters show the contract's limits
 * from the first character, not only after the server refuses.
 */
function MessageForm({ userId }: { userId: number }) {
  const draft = useLocalDraft<Message>({ key: `message:user:${userId}`, base: '', initial: () => EMPTY });
  const { subject, message } = draft.value;
  const typed = subject.trim() !== '' || message.trim() !== '';
  useUnsavedChanges(typed);

  const form = useApiForm({
    fields: ['subject', 'message'],
    schema: SendMessageBodySchema,
    submit: sendMessage,
    onSuccess: (answer) => {
      draft.clear(EMPTY);
      toast.success(russianOr(answer.message, 'Сообщение отправлено'));
    },
  });

  function change(field: keyof Message, value: string) {
    draft.setValue((current) => ({ ...current, [field]: value }));
    form.clearFieldError(field);
  }

  function discard() {
    draft.clear(EMPTY);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.send({ subject, message });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Сообщение оператору" className="grid gap-4">
      {draft.restored && typed && (
        <DraftNotice onDiscard={discard} discardLabel="Очистить">
          Восстановлено сообщение, которое вы не отправили.
        </DraftNotice>
      )}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <FormField
        id="message-subject"
        label="Тема"
        error={form.fieldErrors.subject}
        description={<CharCount length={subject.length} max={SEND_MESSAGE_LIMITS.subject} />}
      >
        <Input value={subject} onChange={(event) => change('subject', event.target.value)} />
      </FormField>
      <FormField
        id="message-text"
        label="Сообщение"
        error={form.fieldErrors.message}
        description={<CharCount length={message.length} max={SEND_MESSAGE_LIMITS.message} />}
      >
        <Textarea rows={5} value={message} onChange={(event) => change('message', event.target.value)} />
      </FormField>
      <Button type="submit" disabled={form.blocked} aria-describedby={form.network.describedBy} className="w-fit">
        {form.pending ? <Spinner aria-hidden="true" role="presentation" /> : <SendIcon aria-hidden="true" />}
        Отправить
      </Button>
      <OfflineReason id={form.network.reasonId} />
    </form>
  );
}

export { MessageForm };
