import { formatDate, formatPeriod } from '@cabinet/kit/format';
import type { PollSummary } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';

interface PollFactsProps {
  poll: PollSummary;
  /** The saved count; off while the form shows the live one (PollProgress), or the two would disagree. */
  showAnswered?: boolean;
  className?: string;
}

/** When the poll runs, how far the user got, and when they finished. */
function PollFacts({ poll, showAnswered = true, className }: PollFactsProps) {
  return (
    <dl className={cn('flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground', className)}>
      <div className="flex gap-1">
        <dt>Сроки:</dt>
        <dd>{formatPeriod(poll.starts_at, poll.ends_at)}</dd>
      </div>
      {showAnswered && poll.status === 'in_progress' && (
        <div className="flex gap-1">
          <dt>Отвечено:</dt>
          <dd>
            {poll.answered_count} из {poll.questions_count}
          </dd>
        </div>
      )}
      {poll.completed_at && (
        <div className="flex gap-1">
          <dt>Пройден:</dt>
          <dd>
            <time dateTime={poll.completed_at}>{formatDate(poll.completed_at)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

export { PollFacts };
