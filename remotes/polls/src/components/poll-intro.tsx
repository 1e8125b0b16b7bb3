import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlayIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { OfflineReason, useNetworkAction } from '@cabinet/kit/offline';
import { isApiError, plural, type Poll } from '@cabinet/runtime';
import { pollKeys } from '../api/keys.ts';
import { startPollMutationOptions } from '../api/start-poll.ts';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { statusActions } from '../lib/poll-status.ts';

/**
 * Before the questions: how many there are and `Начать` (a new poll) or
 * `Продолжить` (one in progress). Starting calls the API, which begins or
 * resumes the attempt and answers the poll with the saved answers.
 */
function PollIntro({ poll, onStarted }: { poll: Poll; onStarted: () => void }) {
  const queryClient = useQueryClient();
  const start = useMutation(startPollMutationOptions());
  const network = useNetworkAction();
  // `isPending` reaches the button a render later: a second press before it
  // (a double click, a repeated Enter) would start the poll twice.
  const starting = useRef(false);
  const label = statusActions[poll.status];

  function startPoll() {
    if (starting.current || network.offline) return;
    starting.current = true;
    start.mutate(poll.id, {
      onSettled: () => {
        starting.current = false;
      },
      onSuccess: onStarted,
      onError: (error) => {
        toast.error(describeError(error));
        // 422: the poll closed or was completed meanwhile; show what it is now.
        if (isApiError(error) && error.status === 422) void queryClient.invalidateQueries({ queryKey: pollKeys.all });
      },
    });
  }

  const count = poll.questions_count;
  return (
    <div className="flex flex-col gap-4 rounded-xl border p-4">
      <p>
        {count} {plural(count, ['вопрос', 'вопроса', 'вопросов'])}
        {poll.status === 'in_progress' && `, отвечено ${poll.answered_count}. Ответы сохранены — можно продолжить с того же места.`}
      </p>
      <Button type="button" onClick={startPoll} disabled={start.isPending || network.offline} aria-describedby={network.describedBy} className="w-fit">
        {start.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <PlayIcon aria-hidden="true" />}
        {label}
      </Button>
      <OfflineReason id={network.reasonId} />
    </div>
  );
}

export { PollIntro };
