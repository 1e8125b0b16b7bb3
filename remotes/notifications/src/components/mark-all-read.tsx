import { useMutation } from '@tanstack/react-query';
import { CheckCheckIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { OfflineReason, useNetworkAction } from '@cabinet/kit/offline';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { markAllReadMutationOptions } from '../api/mark-all-read.ts';

/**
 * «Отметить все прочитанными»: every unread notification, on every page; one toast says how it went.
 * Offline it is disabled with the reason, which stands for the items' «Прочитано» too.
 */
function MarkAllRead({ unread }: { unread: number }) {
  const markAll = useMutation(markAllReadMutationOptions());
  const network = useNetworkAction();

  function markAllAsRead() {
    if (markAll.isPending || network.offline) return;
    markAll.mutate(undefined, {
      onSuccess: ({ marked, failed }) => {
        if (failed > 0) toast.error(`Отмечено прочитанными: ${marked}. Не удалось отметить: ${failed}. Попробуйте ещё раз.`);
        else toast.success(`Отмечено прочитанными: ${marked}`);
      },
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={markAllAsRead}
        disabled={unread === 0 || markAll.isPending || network.offline}
        aria-describedby={network.describedBy}
        className="w-fit"
      >
        {markAll.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <CheckCheckIcon aria-hidden="true" />}
        Отметить все прочитанными
      </Button>
      <OfflineReason id={network.reasonId} />
    </div>
  );
}

export { MarkAllRead };
