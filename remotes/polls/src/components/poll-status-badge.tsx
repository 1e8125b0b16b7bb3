import type { PollStatus } from '@cabinet/shared';
import { Badge } from '@cabinet/shared/ui';
import { statusBadgeVariants, statusTitles } from '../lib/poll-status.ts';

/** Новый / В процессе / Завершён / Закрыт. */
function PollStatusBadge({ status }: { status: PollStatus }) {
  return <Badge variant={statusBadgeVariants[status]}>{statusTitles[status]}</Badge>;
}

export { PollStatusBadge };
