import { useEffect, useRef } from 'react';
import { CircleCheckIcon, LockIcon } from 'lucide-react';
import type { Poll } from '@cabinet/runtime';

function noticeText(poll: Poll, justNow: boolean): string {
  if (poll.status !== 'completed') return 'Опрос закрыт: приём ответов завершён.';
  return justNow ? 'Опрос завершён. Спасибо за ответы!' : 'Вы уже прошли этот опрос. Спасибо за ответы!';
}

/**
 * Why a poll is read-only: the user completed it, or it closed before they
 * did. A heading, so that when it replaces the form the person was in
 * (`justNow`: completed, or closed meanwhile) the focus lands on it and a
 * screen reader reads the outcome, instead of the focus falling to the page.
 */
function PollClosedNotice({ poll, justNow = false }: { poll: Poll; justNow?: boolean }) {
  const completed = poll.status === 'completed';
  const Icon = completed ? CircleCheckIcon : LockIcon;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justNow) heading.current?.focus();
  }, [justNow]);

  return (
    <div className="flex items-center gap-2 rounded-xl border bg-muted/50 p-4">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <h2 ref={heading} tabIndex={-1} className="text-base font-normal outline-none">
        {noticeText(poll, justNow)}
      </h2>
    </div>
  );
}

export { PollClosedNotice };
