import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, SaveIcon } from 'lucide-react';
import { plural, type Poll } from '@cabinet/runtime';
import { FormAlert, useApiForm } from '@cabinet/kit/forms';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { pollKeys } from '../api/keys.ts';
import { useSetPollAnswers, type SetPollAnswersInput } from '../api/set-poll-answers.ts';
import { checkSubmission, draftsOf, questionErrorKey, toSubmission, type Draft } from '../lib/answers.ts';
import { QuestionField } from './questions/question-field.tsx';

const isQuestionError = (key: string) => /^questions\.\d+$/.test(key);

/**
 * The questions of a started poll, on the kit's form hook. «Сохранить» keeps
 * the answers so far (the server completes the poll by itself once every
 * required question is answered); «Завершить» insists on finishing, so each
 * unanswered required question comes back as `Обязательное поле` under it.
 * The server's 422 messages show per question; the rest, and what no
 * question owns, above the buttons.
 */
function PollForm({ poll }: { poll: Poll }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState(() => draftsOf(poll.questions));
  const form = useApiForm<SetPollAnswersInput, Poll>({
    fields: isQuestionError,
    // The server's own answer rules, before a request: the same words, sooner.
    check: (submission) => checkSubmission(poll.questions, submission),
    submit: useSetPollAnswers(),
    onSuccess: (saved) => {
      setDrafts(draftsOf(saved.questions));
      toast.success(saved.status === 'completed' ? 'Опрос завершён. Спасибо за ответы!' : 'Ответы сохранены');
    },
    onError: () => {
      // A poll closed or completed meanwhile: show what it is now.
      void queryClient.invalidateQueries({ queryKey: pollKeys.detail(poll.id) });
    },
  });
  const formRef = useRef<HTMLFormElement>(null);

  // The form replaces the `Начать` button the user just pressed: focus moves
  // here instead of falling back to the page's start.
  useEffect(() => formRef.current?.focus(), []);

  function change(questionId: number, draft: Draft) {
    setDrafts((current) => ({ ...current, [questionId]: draft }));
    // The user is fixing it: the old message no longer applies.
    form.clearFieldError(questionErrorKey(questionId));
  }

  function submit(complete: boolean) {
    form.send({ poll_id: poll.id, ...toSubmission(poll.questions, drafts), complete });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(false);
  }

  const invalid = Object.keys(form.fieldErrors).length;
  const alert = form.formError ?? (invalid > 0 ? `Нужно исправить ответы на ${invalid} ${plural(invalid, ['вопрос', 'вопроса', 'вопросов'])}.` : null);
  const completing = form.pending && form.variables?.complete === true;
  return (
    // noValidate: the server's Russian messages, not the browser's, explain what is wrong.
    <form
      ref={formRef}
      tabIndex={-1}
      noValidate
      onSubmit={onSubmit}
      aria-label="Ответы на вопросы"
      className="flex flex-col gap-4 outline-none"
    >
      {poll.questions.map((question) => {
        const draft = drafts[question.id];
        return draft ? (
          <QuestionField
            key={question.id}
            question={question}
            draft={draft}
            onChange={(next) => change(question.id, next)}
            errors={form.fieldErrors[questionErrorKey(question.id)]}
          />
        ) : null;
      })}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" disabled={form.blocked}>
          {form.pending && !completing ? <Spinner aria-hidden="true" role="presentation" /> : <SaveIcon aria-hidden="true" />}
          Сохранить
        </Button>
        <Button type="button" onClick={() => submit(true)} disabled={form.blocked}>
          {completing ? <Spinner aria-hidden="true" role="presentation" /> : <CheckIcon aria-hidden="true" />}
          Завершить
        </Button>
      </div>
    </form>
  );
}

export { PollForm };
