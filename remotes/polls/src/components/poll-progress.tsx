/**
 * How far the person got, as they answer: «Отвечено 2 из 5». The words are
 * a polite live region (the count changes only when a question becomes
 * answered or empty, not on every keystroke); the bar only shows them.
 */
function PollProgress({ answered, total }: { answered: number; total: number }) {
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <div data-slot="poll-progress" className="grid gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        Отвечено {answered} из {total}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export { PollProgress };
