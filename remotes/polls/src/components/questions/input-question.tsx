import type { Question } from '@cabinet/runtime';
import { Input, Textarea, type FormControlProps } from '@cabinet/kit/ui';

/**
 * Typed answers: `text` as a textarea, `number` as a number input. Limits
 * are left to the server (its 422 message shows under the field), so the
 * controls do not silently cut what the user types.
 */
interface InputQuestionProps extends Partial<FormControlProps> {
  question: Question;
  value: string;
  onChange: (value: string) => void;
}

function TextQuestion({ question, value, onChange, ...control }: InputQuestionProps) {
  return (
    <Textarea
      {...control}
      name={`question-${question.id}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-required={question.required || undefined}
      rows={3}
    />
  );
}

function NumberQuestion({ question, value, onChange, ...control }: InputQuestionProps) {
  return (
    <Input
      {...control}
      type="number"
      inputMode="decimal"
      step="any"
      name={`question-${question.id}`}
      min={question.min ?? undefined}
      max={question.max ?? undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-required={question.required || undefined}
      className="max-w-48"
    />
  );
}

export { TextQuestion, NumberQuestion };
