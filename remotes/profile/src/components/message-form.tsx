import { useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { SendMessageBodySchema } from '@cabinet/runtime';
import { FormAlert, useApiForm } from '@cabinet/kit/forms';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@cabinet/kit/ui';
import { sendMessage } from '../api/send-message.ts';

/** A message to the operators: `Тема`, `Сообщение`, `Отправить`; emptied once sent. */
function MessageForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const form = useApiForm({
    fields: ['subject', 'message'],
    schema: SendMessageBodySchema,
    submit: sendMessage,
    onSuccess: (answer) => {
      setSubject('');
      setMessage('');
      toast.success(answer.message);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    form.send({ subject, message });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Сообщение оператору" className="grid gap-4">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <FormField id="message-subject" label="Тема" error={form.fieldErrors.subject}>
        <Input
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            form.clearFieldError('subject');
          }}
        />
      </FormField>
      <FormField id="message-text" label="Сообщение" error={form.fieldErrors.message}>
        <Textarea
          rows={5}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            form.clearFieldError('message');
          }}
        />
      </FormField>
      <Button type="submit" disabled={form.blocked} className="w-fit">
        {form.pending ? <Spinner aria-hidden="true" role="presentation" /> : <SendIcon aria-hidden="true" />}
        Отправить
      </Button>
    </form>
  );
}

export { MessageForm };
