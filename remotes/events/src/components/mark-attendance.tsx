import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { type CabinetEvent } from '@cabinet/runtime';
import { describeError } from '@cabinet/kit/errors';
import { formatDateTime } from '@cabinet/kit/format';
import { OfflineReason, useNetworkAction } from '@cabinet/kit/offline';
import { markEventMutationOptions } from '../api/mark-event.ts';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { MarkedBadge } from './marked-badge.tsx';
import { hasEnded } from '../lib/event-time.ts';

/**
 * `Отметиться`, then `Вы отмечены` — at once (the mutation is optimistic,
 * one request however often it is pressed), back to the button with the
 * server's reason if it refuses. A past event says it is over instead of
 * offering the button; the server still has the last word (422 «Событие уже
 * завершилось…» for a clock that is wrong).
 */
function MarkAttendance({ event }: { event: CabinetEvent }) {
  const mark = useMutation(markEventMutationOptions());
  const network = useNetworkAction();
  // The button disappears once marked: hand the focus to what replaced it,
  // or a keyboard user would be thrown back to the top of the page.
  const focusStatus = useRef(false);

  if (event.marked) {
    return (
      <div
        tabIndex={-1}
        ref={(element) => {
          if (element && focusStatus.current) {
            focusStatus.current = false;
            element.focus();
          }
        }}
        className="flex flex-wrap items-center gap-2 rounded-md text-sm text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <MarkedBadge />
        {event.marked_at && (
          <span>
            Отметка от <time dateTime={event.marked_at}>{formatDateTime(event.marked_at)}</time>
          </span>
        )}
      </div>
    );
  }

  if (hasEnded(event)) {
    return <p className="text-sm text-muted-foreground">Событие завершилось: отметиться уже нельзя.</p>;
  }

  function markAttendance() {
    if (mark.isPending || network.offline) return;
    focusStatus.current = true;
    mark.mutate(event.id, {
      onSuccess: () => toast.success('Отметка о посещении сохранена'),
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" onClick={markAttendance} disabled={mark.isPending || network.offline} aria-describedby={network.describedBy} className="w-fit">
        {mark.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <CheckIcon aria-hidden="true" />}
        Отметиться
      </Button>
      <OfflineReason id={network.reasonId} />
    </div>
  );
}

export { MarkAttendance };
