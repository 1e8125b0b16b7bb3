import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckIcon, SaveIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { isApiError, type Poll } from '@cabinet/runtime';
import { pollKeys } from '../api/keys.ts';
import { setPollAnswersMutationOptions } from '../api/set-poll-answers.ts';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { draftsOf, splitErrors, toSubmission, type Draft } from '../lib/answers.ts';
import { QuestionField } from './questions/question-field.tsx';

type QuestionErrors = Readonly<Record<number, readonly string[]>>;

/**
 * The questions of a started poll. «Сохранить» keeps the answers so far
 * (the server completes the poll by itself once every required question is
 * answered); «Завершить» insists on finishing, so each unanswered required
 * question comes back as `Обязательное поле` under it. Validation is the
 * server's: its 422 messages are shown per question, the rest above the
 * buttons.
 */
function PollForm({ poll }: { poll: Poll }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState(() => draftsOf(poll.questions));
  const [questionErrors, setQuestionErrors] = useState<QuestionErrors>({});
  const [formErrors, setFormErrors] = useState<readonly string[]>([]);
  const save = useMutation(setPollAnswersMutationOptions());
  const formRef = useRef<HTMLFormElement>(null);

  // The form replaces the `Начать` button the user just pressed: focus moves
  // here instead of falling back to the page's start.
  useEffect(() => formRef.current?.focus(), []);

  function change(questionId: number, draft: Draft) {
    setDrafts((current) => ({ ...current, [questionId]: draft }));
    // The user is fixing it: the old message no longer applies.
    setQuestionErrors(({ [questionId]: _fixed, ...rest }) => rest);
  }

  async function submit(complete: boolean) {
    if (save.isPending) return;
    setFormErrors([]);
    try {
      // mutateAsync, not mutate's callbacks: a completed poll replaces this
      // form at once, and the callbacks of an unmounted observer never run.
      const saved = await save.mutateAsync({ poll_id: poll.id, ...toSubmission(poll.questions, drafts), complete });
      setQuestionErrors({});
      setDrafts(draftsOf(saved.questions));
      toast.success(saved.status === 'completed' ? 'Опрос завершён. Спасибо за ответы!' : 'Ответы сохранены');
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) {
        toast.error(describeError(error));
        return;
      }
      const { byQuestion, other } = splitErrors(error.fieldErrors);
      setQuestionErrors(byQuestion);
      setFormErrors(other);
      toast.error(Object.keys(byQuestion).length > 0 ? 'Проверьте ответы: некоторые нужно исправить' : error.message);
      // A poll closed or completed meanwhile: show what it is now.
      if (other.length > 0) void queryClient.invalidateQueries({ queryKey: pollKeys.all });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(false);
  }

  const completing = save.isPending && save.variables.complete === true;
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
            errors={questionErrors[question.id]}
          />
        ) : null;
      })}
      {formErrors.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending && !completing ? <Spinner aria-hidden="true" role="presentation" /> : <SaveIcon aria-hidden="true" />}
          Сохранить
        </Button>
        <Button type="button" onClick={() => void submit(true)} disabled={save.isPending}>
          {completing ? <Spinner aria-hidden="true" role="presentation" /> : <CheckIcon aria-hidden="true" />}
          Завершить
        </Button>
      </div>
    </form>
  );
}

export { PollForm };
