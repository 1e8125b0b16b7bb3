import type { FileAnswer, Question } from '@cabinet/runtime';
import { FileInput, type FormControlProps } from '@cabinet/kit/ui';

/**
 * A `file` question: the input (its `accept` from the question's MIME
 * list) and, when a file is already stored, a link to it. A newly chosen
 * file replaces the stored one on save.
 */
interface FileQuestionProps extends Partial<FormControlProps> {
  question: Question;
  saved: FileAnswer | null;
  onChange: (file: File | null) => void;
}

function FileQuestion({ question, saved, onChange, ...control }: FileQuestionProps) {
  return (
    <div className="grid gap-2">
      <FileInput
        {...control}
        // A new key empties the input once its file has been saved.
        key={saved?.url ?? 'none'}
        name={`question-${question.id}`}
        accept={question.accept}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-required={question.required && !saved ? true : undefined}
      />
      {saved && (
        <p className="text-sm text-muted-foreground">
          Загружен файл:{' '}
          <a href={saved.url} target="_blank" rel="noopener noreferrer" className="text-foreground underline-offset-4 hover:underline">
            {saved.name}
          </a>
        </p>
      )}
    </div>
  );
}

export { FileQuestion };
