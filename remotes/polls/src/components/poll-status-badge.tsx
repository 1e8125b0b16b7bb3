import type { PollStatus } from '@cabinet/runtime';
import { Badge } from '@cabinet/kit/ui';
import { statusBadgeVariants, statusTitles } from '../lib/poll-status.ts';

/** Новый / В процессе / Завершён / Закрыт. */
function PollStatusBadge({ status }: { status: PollStatus }) {
  return <Badge variant={statusBadgeVariants[status]}>{statusTitles[status]}</Badge>;
}

export { PollStatusBadge };
