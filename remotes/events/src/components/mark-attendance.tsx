import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { type CabinetEvent } from '@cabinet/runtime';
import { describeError } from '@cabinet/kit/errors';
import { formatDateTime } from '@cabinet/kit/format';
import { markEventMutationOptions } from '../api/mark-event.ts';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { MarkedBadge } from './marked-badge.tsx';

/**
 * `Отметиться`, then `Вы отмечены`. The shared mutation puts the marked
 * event into its detail cache and refreshes the lists, so the badge appears
 * here and on the list. The button stays for past events too: the server
 * decides (422 «Событие уже завершилось…»), not the browser's clock.
 */
function MarkAttendance({ event }: { event: CabinetEvent }) {
  const mark = useMutation(markEventMutationOptions());
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

  function markAttendance() {
    mark.mutate(event.id, {
      onSuccess: () => {
        focusStatus.current = true;
        toast.success('Отметка о посещении сохранена');
      },
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <Button type="button" onClick={markAttendance} disabled={mark.isPending} className="w-fit">
      {mark.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <CheckIcon aria-hidden="true" />}
      Отметиться
    </Button>
  );
}

export { MarkAttendance };
