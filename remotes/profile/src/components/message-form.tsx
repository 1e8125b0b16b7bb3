import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { sendMessageMutationOptions } from '../api/send-message.ts';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@cabinet/kit/ui';
import { fieldErrors, isValidationError } from '../lib/field-errors.ts';

/** A message to the operators: `Тема`, `Сообщение`, `Отправить`; emptied once sent. */
function MessageForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useMutation(sendMessageMutationOptions());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(
      { subject, message },
      {
        onSuccess: (answer) => {
          setSubject('');
          setMessage('');
          send.reset();
          toast.success(answer.message);
        },
        onError: (error) => toast.error(isValidationError(error) ? 'Проверьте поля формы' : describeError(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Сообщение оператору" className="grid gap-4">
      <FormField id="message-subject" label="Тема" error={fieldErrors(send.error, 'subject')}>
        <Input value={subject} onChange={(event) => setSubject(event.target.value)} />
      </FormField>
      <FormField id="message-text" label="Сообщение" error={fieldErrors(send.error, 'message')}>
        <Textarea rows={5} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={send.isPending} className="w-fit">
        {send.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <SendIcon aria-hidden="true" />}
        Отправить
      </Button>
    </form>
  );
}

export { MessageForm };
