import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardXIcon } from 'lucide-react';
import { describeError, isNotFound } from '@cabinet/kit/errors';
import { pollOptions } from '../api/get-poll.ts';
import { EmptyState, ErrorState, Skeleton } from '@cabinet/kit/ui';
import { isReadOnly } from '../lib/poll-status.ts';
import { PollAnswersView } from './poll-answers-view.tsx';
import { PollClosedNotice } from './poll-closed-notice.tsx';
import { PollFacts } from './poll-facts.tsx';
import { PollForm } from './poll-form.tsx';
import { PollIntro } from './poll-intro.tsx';
import { PollStatusBadge } from './poll-status-badge.tsx';

const pageTitleClass = 'text-2xl font-semibold';

/** «Опрос не найден»: a 404, or an id that cannot be one. */
function PollNotFound() {
  return (
    <>
      <h1 className={pageTitleClass}>Опрос не найден</h1>
      <EmptyState
        icon={<ClipboardXIcon />}
        title="Такого опроса нет"
        description="Возможно, его удалили или в ссылке ошибка. Посмотрите другие опросы в списке."
      />
    </>
  );
}

function PollSkeleton() {
  return (
    <>
      {/* The page keeps its one heading while the title is unknown. */}
      <h1 className="sr-only">Опрос</h1>
      <div role="status" aria-label="Загрузка опроса" className="grid gap-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    </>
  );
}

/**
 * One poll: its header, then the way in (`Начать` / `Продолжить`), the
 * questions once started, or — completed or closed — the saved answers.
 */
function PollView({ id }: { id: number }) {
  const query = useQuery(pollOptions(id));
  // Started in this visit: the questions show only after the start call.
  const [started, setStarted] = useState(false);

  if (query.isPending) return <PollSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <PollNotFound />;
    return (
      <>
        <h1 className={pageTitleClass}>Опрос</h1>
        <ErrorState
          title="Не удалось загрузить опрос"
          description={describeError(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }

  const poll = query.data;
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={pageTitleClass}>{poll.title}</h1>
          <PollStatusBadge status={poll.status} />
        </div>
        <PollFacts poll={poll} />
        {poll.description && <p className="whitespace-pre-line text-muted-foreground">{poll.description}</p>}
      </header>
      {isReadOnly(poll.status) ? (
        <>
          <PollClosedNotice poll={poll} />
          <PollAnswersView poll={poll} />
        </>
      ) : started ? (
        <PollForm poll={poll} />
      ) : (
        <PollIntro poll={poll} onStarted={() => setStarted(true)} />
      )}
    </article>
  );
}

export { PollView, PollNotFound };
