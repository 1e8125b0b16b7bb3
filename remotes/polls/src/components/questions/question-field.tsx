import type { Question } from '@cabinet/runtime';
import { FormField, type FormControlProps } from '@cabinet/kit/ui';
import type { Draft } from '../../lib/answers.ts';
import { MultipleChoiceQuestion, SingleChoiceQuestion } from './choice-question.tsx';
import { FileQuestion } from './file-question.tsx';
import { NumberQuestion, TextQuestion } from './input-question.tsx';
import { questionHint } from './question-hint.ts';

interface QuestionFieldProps {
  question: Question;
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** A `file` question's newly picked file, kept in memory only. */
  file?: File | undefined;
  onFileChange?: (file: File | null) => void;
  /** The 422 messages of this question (`Обязательное поле`, a limit…). */
  errors?: readonly string[] | undefined;
}

type QuestionControlProps = Omit<QuestionFieldProps, 'errors'> & Partial<FormControlProps>;

/**
 * The control a question's type calls for, matched to its draft. The
 * FormField's Slot hands the field's props (id, aria-*) to this element; they
 * go on to the real control.
 */
function QuestionControl({ question, draft, onChange, file, onFileChange, ...field }: QuestionControlProps) {
  switch (draft.type) {
    case 'single':
      return (
        <SingleChoiceQuestion
          {...field}
          questionId={question.id}
          options={question.options}
          value={draft.value}
          onChange={(value) => onChange({ type: 'single', value })}
          required={question.required}
        />
      );
    case 'multiple':
      return (
        <MultipleChoiceQuestion
          {...field}
          questionId={question.id}
          options={question.options}
          value={draft.value}
          onChange={(value) => onChange({ type: 'multiple', value })}
        />
      );
    case 'text':
      return <TextQuestion {...field} question={question} value={draft.value} onChange={(value) => onChange({ type: 'text', value })} />;
    case 'number':
      return <NumberQuestion {...field} question={question} value={draft.value} onChange={(value) => onChange({ type: 'number', value })} />;
    case 'file':
      return (
        <FileQuestion
          {...field}
          question={question}
          saved={draft.saved}
          chosen={draft.chosen}
          file={file}
          onChange={(next) => onFileChange?.(next)}
        />
      );
  }
}

/**
 * One question: its text as the label (a star marks a required one; the
 * hint says so in words), the control, the hint and its errors. The
 * FormField wires `aria-labelledby`, `aria-invalid` and `aria-describedby`.
 */
function QuestionField({ question, errors, ...control }: QuestionFieldProps) {
  return (
    <FormField
      id={`question-${question.id}`}
      label={
        <span>
          {question.text}
          {question.required && (
            <span aria-hidden="true" className="text-destructive">
              {' '}
              *
            </span>
          )}
        </span>
      }
      description={questionHint(question)}
      error={errors}
      className="gap-3 rounded-xl border p-4"
    >
      <QuestionControl question={question} {...control} />
    </FormField>
  );
}

export { QuestionField };
