import { HistoryIcon } from 'lucide-react';

/**
 * Answers typed before a reload, a failed save or a new sign-in came back
 * from local storage: the person is told, and told they are not sent yet.
 * A picked file cannot come back; how many is said here, and which under
 * each question.
 */
function RestoredDraftNotice({ lostFiles }: { lostFiles: number }) {
  return (
    <div role="status" className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
      <HistoryIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        Восстановлены несохранённые ответы. Они ещё не отправлены: нажмите «Сохранить» или «Завершить».
        {lostFiles > 0 && ` ${lostFiles === 1 ? 'Выбранный файл нужно выбрать' : 'Выбранные файлы нужно выбрать'} снова.`}
      </p>
    </div>
  );
}

export { RestoredDraftNotice };
