import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatShortDate } from '@cabinet/kit/format';
import { plural, type PollSummary } from '@cabinet/runtime';
import { BlockState, DashboardBlock } from './dashboard-block.tsx';
import { SHOWN_POLLS, dashboardQueries } from './dashboard-queries.ts';

const statusText: Record<'new' | 'in_progress', string> = { new: 'Можно начать', in_progress: 'Начат, не завершён' };

function PollItem({ poll }: { poll: PollSummary }) {
  const status = poll.status === 'in_progress' ? 'in_progress' : 'new';
  return (
    <li className="flex min-w-0 flex-col gap-0.5 text-sm">
      <Link to={`/cabinet/polls/${poll.id}`} className="truncate font-medium hover:underline">
        {poll.title}
      </Link>
      <span className="truncate text-muted-foreground">
        {statusText[status]}
        {status === 'in_progress' && ` · ответов ${poll.answered_count} из ${poll.questions_count}`}
        {poll.ends_at && ` · до ${formatShortDate(poll.ends_at)}`}
      </span>
    </li>
  );
}

/**
 * Polls waiting for the user's answers: those begun and not finished first,
 * then new ones. The list query filters by one status, hence two queries.
 */
function WaitingPollsBlock() {
  const started = useQuery(dashboardQueries.startedPolls);
  const fresh = useQuery(dashboardQueries.freshPolls);
  const polls = [...(started.data?.data ?? []), ...(fresh.data?.data ?? [])].slice(0, SHOWN_POLLS);
  const total = started.data && fresh.data ? started.data.meta.total + fresh.data.meta.total : undefined;
  return (
    <DashboardBlock
      title="Опросы ждут ответа"
      count={total}
      countLabel={total === undefined ? undefined : plural(total, ['опрос', 'опроса', 'опросов'])}
      link={{ href: '/cabinet/polls', label: 'Все опросы', remote: 'polls' }}
    >
      <BlockState
        what="опросы"
        isPending={started.isPending || fresh.isPending}
        error={started.error ?? fresh.error}
        onRetry={() => {
          void started.refetch();
          void fresh.refetch();
        }}
        isEmpty={polls.length === 0}
        empty="Новых опросов нет"
      >
        <ul className="flex flex-col gap-3">
          {polls.map((poll) => (
            <PollItem key={poll.id} poll={poll} />
          ))}
        </ul>
      </BlockState>
    </DashboardBlock>
  );
}

export { WaitingPollsBlock };
