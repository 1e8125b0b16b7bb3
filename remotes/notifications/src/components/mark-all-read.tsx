import { useMutation } from '@tanstack/react-query';
import { CheckCheckIcon } from 'lucide-react';
import { describeError } from '@cabinet/kit/errors';
import { Button, Spinner, toast } from '@cabinet/kit/ui';
import { markAllReadMutationOptions } from '../api/mark-all-read.ts';

/** «Отметить все прочитанными»: every unread notification, on every page; one toast says how it went. */
function MarkAllRead({ unread }: { unread: number }) {
  const markAll = useMutation(markAllReadMutationOptions());

  function markAllAsRead() {
    if (markAll.isPending) return;
    markAll.mutate(undefined, {
      onSuccess: ({ marked, failed }) => {
        if (failed > 0) toast.error(`Отмечено прочитанными: ${marked}. Не удалось отметить: ${failed}. Попробуйте ещё раз.`);
        else toast.success(`Отмечено прочитанными: ${marked}`);
      },
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={markAllAsRead} disabled={unread === 0 || markAll.isPending} className="w-fit">
      {markAll.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <CheckCheckIcon aria-hidden="true" />}
      Отметить все прочитанными
    </Button>
  );
}

export { MarkAllRead };
