import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PollSummary } from '@cabinet/runtime';
import { fromListState } from '@cabinet/kit/lists';
import { Button, Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@cabinet/kit/ui';
import { statusActions } from '../lib/poll-status.ts';
import { PollFacts } from './poll-facts.tsx';
import { PollStatusBadge } from './poll-status-badge.tsx';

/**
 * One poll of the list: title, status, dates and the way in — `Начать`,
 * `Продолжить` or «Посмотреть», all leading to the poll's page (which starts
 * it), told apart for screen readers by the poll's title. The links carry
 * the list's view and page, for the way back.
 */
function PollCard({ poll, listSearch }: { poll: PollSummary; listSearch: string }) {
  const titleId = useId();
  const state = fromListState(listSearch);
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 id={titleId} className="text-lg leading-snug">
            <Link to={String(poll.id)} state={state} className="hover:underline">
              {poll.title}
            </Link>
          </h2>
        </CardTitle>
        <CardAction>
          <PollStatusBadge status={poll.status} />
        </CardAction>
        {poll.description && <CardDescription>{poll.description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-4">
        <PollFacts poll={poll} />
      </CardContent>
      <CardFooter className="px-4">
        <Button asChild size="sm" variant={poll.status === 'new' || poll.status === 'in_progress' ? 'default' : 'outline'}>
          <Link to={String(poll.id)} state={state} aria-describedby={titleId}>
            {statusActions[poll.status]}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export { PollCard };
