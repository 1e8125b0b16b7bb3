import { fileAnswerKey, type FileAnswer, type Question } from '@cabinet/runtime';
import { FileInput, type FormControlProps } from '@cabinet/kit/ui';

/**
 * A `file` question: the input (its `accept` from the question's MIME
 * list) and, when a file is already stored, a link to it. A newly chosen
 * file replaces the stored one on save. Local storage cannot keep a file,
 * only its name: the person is told, before and after a reload, that a
 * file not yet saved has to be chosen again.
 */
interface FileQuestionProps extends Partial<FormControlProps> {
  question: Question;
  saved: FileAnswer | null;
  /** The name of a file picked and not saved yet (kept over a reload). */
  chosen: string | null;
  /** That file, while the page lives. */
  file: File | undefined;
  onChange: (file: File | null) => void;
}

function fileNote(chosen: string | null, file: File | undefined): string | null {
  if (file) return 'Файл загрузится при сохранении. Если обновить страницу раньше, его придётся выбрать снова.';
  if (chosen !== null) return `Файл «${chosen}» не сохранился: выберите его снова.`;
  return null;
}

function FileQuestion({ question, saved, chosen, file, onChange, ...control }: FileQuestionProps) {
  const note = fileNote(chosen, file);
  const noteId = `question-${question.id}-file-note`;
  const describedBy = [control['aria-describedby'], note ? noteId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <FileInput
        {...control}
        aria-describedby={describedBy}
        // A new key empties the input once its file has been saved (not when its link is signed anew).
        key={saved ? fileAnswerKey(saved) : 'none'}
        name={`question-${question.id}`}
        accept={question.accept}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-required={question.required && !saved ? true : undefined}
      />
      {note && (
        <p id={noteId} className={file ? 'text-sm text-muted-foreground' : 'text-sm font-medium'}>
          {note}
        </p>
      )}
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
