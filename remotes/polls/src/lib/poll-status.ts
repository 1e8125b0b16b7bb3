import type { PollStatus } from '@cabinet/runtime';
import type { BadgeProps } from '@cabinet/kit/ui';

/** The per-user status of a poll in Russian, and how its badge looks. */
const statusTitles: Record<PollStatus, string> = {
  new: 'Новый',
  in_progress: 'В процессе',
  completed: 'Завершён',
  closed: 'Закрыт',
};

const statusBadgeVariants: Record<PollStatus, NonNullable<BadgeProps['variant']>> = {
  new: 'default',
  in_progress: 'secondary',
  completed: 'outline',
  closed: 'outline',
};

/** What the user can do with the poll: `Начать`, `Продолжить`, or just look. */
const statusActions: Record<PollStatus, string> = {
  new: 'Начать',
  in_progress: 'Продолжить',
  completed: 'Посмотреть',
  closed: 'Посмотреть',
};

/** Completed and closed polls take no more answers. */
function isReadOnly(status: PollStatus): boolean {
  return status === 'completed' || status === 'closed';
}

export { statusTitles, statusBadgeVariants, statusActions, isReadOnly };
