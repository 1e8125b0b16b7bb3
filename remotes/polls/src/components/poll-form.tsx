import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, SaveIcon } from 'lucide-react';
import { isApiError, plural, type Poll } from '@cabinet/runtime';
import { FormAlert, useApiForm, useUnsavedChanges } from '@cabinet/kit/forms';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { OfflineReason } from '@cabinet/kit/offline';
import { pollKeys } from '../api/keys.ts';
import { useSetPollAnswers, type SetPollAnswersInput } from '../api/set-poll-answers.ts';
import { isAnswered, questionErrorKey, submissionErrors, toSubmission, type Draft, type Files } from '../lib/answers.ts';
import { focusQuestion } from '../lib/focus-question.ts';
import { answersDiffer, lostFiles } from '../lib/poll-draft.ts';
import type { PollDraft } from '../lib/use-poll-draft.ts';
import { PollProgress } from './poll-progress.tsx';
import { QuestionField } from './questions/question-field.tsx';
import { RestoredDraftNotice } from './restored-draft-notice.tsx';

const isQuestionError = (key: string) => /^questions\.\d+$/.test(key);

interface PollFormProps {
  poll: Poll;
  /** The answers being typed, kept in local storage (`usePollDraft`). */
  draft: PollDraft;
  /** Opened by `Начать`/`Продолжить`: the focus follows. Not when it opens by itself with a restored draft. */
  autoFocus: boolean;
}

/**
 * The questions of a started poll, on the kit's form hook. «Сохранить» keeps
 * the answers so far (the server completes the poll by itself once every
 * required question is answered); «Завершить» insists on finishing, so each
 * unanswered required question comes back as `Обязательное поле` under it.
 * The server's 422 messages show per question, and the focus goes to the
 * first of them; the rest, and what no question owns, above the buttons.
 * What is typed is kept as a draft until it is saved.
 */
function PollForm({ poll, draft, autoFocus }: PollFormProps) {
  const queryClient = useQueryClient();
  const { drafts } = draft;
  const [files, setFiles] = useState<Files>({});
  const [restored, setRestored] = useState(draft.restored);
  const form = useApiForm<SetPollAnswersInput, Poll>({
    fields: isQuestionError,
    // The server's own answer rules, before a request: the same words, sooner.
    check: (submission) => submissionErrors(poll.questions, submission),
    submit: useSetPollAnswers(),
    onSuccess: (saved) => {
      draft.reset(saved.questions);
      setFiles({});
      setRestored(false);
      // A completed poll says so in its own heading, which takes the focus (PollClosedNotice).
      if (saved.status !== 'completed') toast.success('Ответы сохранены');
    },
    onError: (error) => {
      // A poll closed or completed meanwhile (422): show what it is now.
      if (isApiError(error) && error.status === 422) void queryClient.invalidateQueries({ queryKey: pollKeys.detail(poll.id) });
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Set by a press of a button, cleared once its outcome is known: only then may the focus move.
  const attempted = useRef(false);

  useUnsavedChanges(answersDiffer(poll.questions, drafts) || Object.keys(files).length > 0);

  // The form replaces the `Начать` button the user just pressed: focus moves
  // here instead of falling back to the page's start.
  useEffect(() => {
    if (autoFocus) formRef.current?.focus();
  }, [autoFocus]);

  // After a save refused by the client's check or by the server, the first
  // question to fix (in the poll's order) comes into view with the focus.
  const { fieldErrors, pending } = form;
  useEffect(() => {
    if (!attempted.current || pending) return;
    attempted.current = false;
    const first = poll.questions.find((question) => fieldErrors[questionErrorKey(question.id)]);
    if (first && formRef.current) focusQuestion(formRef.current, `question-${first.id}`);
  }, [fieldErrors, pending, poll.questions]);

  function change(questionId: number, next: Draft) {
    draft.change(questionId, next);
    // The user is fixing it: the old message no longer applies.
    form.clearFieldError(questionErrorKey(questionId));
  }

  function changeFile(questionId: number, current: Draft, file: File | null) {
    setFiles(({ [questionId]: _replaced, ...rest }) => (file ? { ...rest, [questionId]: file } : rest));
    if (current.type === 'file') change(questionId, { ...current, chosen: file?.name ?? null });
  }

  function submit(complete: boolean) {
    // A press while a save is under way or a 429 counts down sends nothing, and must not move the focus later.
    if (form.blocked) return;
    attempted.current = true;
    form.send({ poll_id: poll.id, ...toSubmission(poll.questions, drafts, files), complete });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(false);
  }

  const invalid = Object.keys(form.fieldErrors).length;
  const alert = form.formError ?? (invalid > 0 ? `Нужно исправить ответы на ${invalid} ${plural(invalid, ['вопрос', 'вопроса', 'вопросов'])}.` : null);
  const completing = form.pending && form.variables?.complete === true;
  const answered = poll.questions.filter((question) => {
    const current = drafts[question.id];
    return current !== undefined && isAnswered(current, files[question.id]);
  }).length;
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
      {restored && <RestoredDraftNotice lostFiles={lostFiles(poll.questions, drafts, files).length} />}
      <PollProgress answered={answered} total={poll.questions.length} />
      {poll.questions.map((question) => {
        const current = drafts[question.id];
        return current ? (
          <QuestionField
            key={question.id}
            question={question}
            draft={current}
            onChange={(next) => change(question.id, next)}
            file={files[question.id]}
            onFileChange={(file) => changeFile(question.id, current, file)}
            errors={form.fieldErrors[questionErrorKey(question.id)]}
          />
        ) : null;
      })}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" disabled={form.blocked} aria-describedby={form.network.describedBy}>
          {form.pending && !completing ? <Spinner aria-hidden="true" role="presentation" /> : <SaveIcon aria-hidden="true" />}
          Сохранить
        </Button>
        <Button type="button" onClick={() => submit(true)} disabled={form.blocked} aria-describedby={form.network.describedBy}>
          {completing ? <Spinner aria-hidden="true" role="presentation" /> : <CheckIcon aria-hidden="true" />}
          Завершить
        </Button>
      </div>
      <OfflineReason id={form.network.reasonId} />
    </form>
  );
}

export { PollForm };
