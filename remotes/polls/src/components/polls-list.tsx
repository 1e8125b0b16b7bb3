import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ClipboardListIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { pollsListOptions } from '../api/get-polls.ts';
import { Button, EmptyState, ErrorState, Pagination, cn } from '@cabinet/kit/ui';
import { PollCard } from './poll-card.tsx';
import { PollsListSkeleton } from './polls-list-skeleton.tsx';

interface PollsListProps {
  page: number;
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
}

/** One page of the user's polls, with its loading, error and empty states. */
function PollsList({ page, pageHref, onPageChange }: PollsListProps) {
  // The previous page stays on screen (dimmed) while the next one loads.
  const list = useQuery({ ...pollsListOptions({ page }), placeholderData: (previous) => previous });

  if (list.isPending) return <PollsListSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title="Не удалось загрузить опросы"
        description={describeError(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const { data: polls, meta } = list.data;
  if (polls.length === 0) {
    // A stale link to a page past the end: the list is not empty, the page is.
    return meta.total > 0 ? (
      <EmptyState
        title="На этой странице опросов нет"
        action={
          <Button asChild variant="outline">
            <Link to={{ search: '' }}>К первой странице</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<ClipboardListIcon />} title="Опросов пока нет" description="Когда появится новый опрос, мы пришлём уведомление." />
    );
  }

  return (
    <div className="grid gap-6">
      <ul
        aria-label="Список опросов"
        aria-busy={list.isPlaceholderData || undefined}
        className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
      >
        {polls.map((poll) => (
          <li key={poll.id}>
            <PollCard poll={poll} />
          </li>
        ))}
      </ul>
      <Pagination page={meta.current_page} lastPage={meta.last_page} getHref={pageHref} onPageChange={onPageChange} />
    </div>
  );
}

export { PollsList };
