import { CircleCheckIcon, LockIcon } from 'lucide-react';
import type { Poll } from '@cabinet/runtime';

/** Why a poll is read-only: the user completed it, or it closed before they did. */
function PollClosedNotice({ poll }: { poll: Poll }) {
  const completed = poll.status === 'completed';
  const Icon = completed ? CircleCheckIcon : LockIcon;
  return (
    <p className="flex items-center gap-2 rounded-xl border bg-muted/50 p-4">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      {completed ? 'Вы уже прошли этот опрос. Спасибо за ответы!' : 'Опрос закрыт: приём ответов завершён.'}
    </p>
  );
}

export { PollClosedNotice };
