import { useQuery } from '@tanstack/react-query';
import { ClipboardXIcon } from 'lucide-react';
import { userOptions } from '@cabinet/runtime';
import { describeError, isNotFound } from '@cabinet/kit/errors';
import { EmptyState, ErrorState, Skeleton, usePageTitle } from '@cabinet/kit/ui';
import { pollOptions } from '../api/get-poll.ts';
import { PollDetails } from './poll-details.tsx';

const pageTitleClass = 'text-2xl font-semibold';
const NOT_FOUND_TITLE = 'Опрос не найден';

/** «Опрос не найден»: a 404, or an id that cannot be one. */
function PollNotFound() {
  return (
    <>
      <h1 className={pageTitleClass}>{NOT_FOUND_TITLE}</h1>
      <EmptyState
        icon={<ClipboardXIcon />}
        title="Такого опроса нет"
        description="Возможно, его удалили или в ссылке ошибка. Посмотрите другие опросы в списке."
      />
    </>
  );
}

/** The page for an id that cannot be a poll's: no request, a title all the same. */
function InvalidPollId() {
  usePageTitle(NOT_FOUND_TITLE);
  return <PollNotFound />;
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
 * One poll by id: loading, not found, a failure with «Повторить», or the
 * poll. The tab is titled by the poll's own title. The user is needed too:
 * the answers being typed are kept per poll and user.
 */
function PollView({ id }: { id: number }) {
  const query = useQuery(pollOptions(id));
  const identity = useQuery(userOptions);
  const notFound = query.isError && isNotFound(query.error);
  usePageTitle(query.data?.title ?? (notFound ? NOT_FOUND_TITLE : 'Опрос'));

  if (query.isPending || identity.isPending) return <PollSkeleton />;
  if (notFound) return <PollNotFound />;
  // A failed refetch keeps the poll on screen: the form and what is typed in it stay.
  if (query.data === undefined) {
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
  return <PollDetails poll={query.data} userId={identity.data?.id ?? null} />;
}

export { PollView, InvalidPollId };
