import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { type CabinetNotification } from '@cabinet/runtime';
import { describeError } from '@cabinet/kit/errors';
import { formatDateTime } from '@cabinet/kit/format';
import { useOnline } from '@cabinet/kit/offline';
import { markNotificationMutationOptions } from '../api/mark-notification.ts';
import { Badge, Button, Card, Spinner, cn, toast } from '@cabinet/kit/ui';
import { NotificationLink } from './notification-link.tsx';

/**
 * One notification. A long text is cut to three lines with «Показать
 * полностью», which opens it in place and marks it read. An unread one is tinted, badged «Новое» and has a
 * `Прочитано` button; marking shows it read and lowers the host's unread
 * badge at once (optimistic, back with a message if refused), then every
 * `['notifications']` query is asked again.
 */
/** A body longer than this, or of several paragraphs, is shown cut to three lines until opened. */
const LONG_BODY = 180;

function isLong(body: string): boolean {
  return body.length > LONG_BODY || body.split('\n').length > 3;
}

function NotificationItem({ notification }: { notification: CabinetNotification }) {
  const titleId = useId();
  const bodyId = useId();
  const long = isLong(notification.body);
  const [open, setOpen] = useState(false);
  const unread = notification.read_at === null;
  const markRead = useMutation(markNotificationMutationOptions());
  // Offline nothing is marked (nor later, by itself); the list's reason says why «Прочитано» is disabled.
  const online = useOnline();
  // «Прочитано» disappears once marked: the notification itself takes the
  // focus, so a keyboard user stays where they were in the list.
  const card = useRef<HTMLDivElement>(null);

  function markAsRead() {
    if (markRead.isPending || !online) return;
    // Shown read at once (the mutation is optimistic): the button goes now.
    card.current?.focus();
    markRead.mutate({ id: notification.id }, {
      onSuccess: () => toast.success('Уведомление отмечено как прочитанное'),
      onError: (error) => toast.error(describeError(error)),
    });
  }

  function toggle() {
    const opening = !open;
    setOpen(opening);
    // Opened means read: its whole text is on screen now.
    if (opening && unread && online && !markRead.isPending) markRead.mutate({ id: notification.id, opened: true });
  }

  function readOnFollow() {
    // No toast: the user is leaving for the link, the mark is a side effect.
    if (unread && online && !markRead.isPending) markRead.mutate({ id: notification.id });
  }

  return (
    <Card
      ref={card}
      tabIndex={-1}
      data-unread={unread || undefined}
      aria-labelledby={titleId}
      role="article"
      className={cn(
        'gap-2 px-4 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        unread && 'border-primary/40 bg-accent/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className={cn('text-base', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </h2>
          {unread && <Badge>Новое</Badge>}
        </div>
        <time dateTime={notification.created_at} className="text-sm text-muted-foreground">
          {formatDateTime(notification.created_at)}
        </time>
      </div>
      <p id={bodyId} className={cn('text-sm whitespace-pre-line', long && !open && 'line-clamp-3')}>
        {notification.body}
      </p>
      {long && (
        <Button
          type="button"
          size="sm"
          variant="link"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-describedby={titleId}
          onClick={toggle}
          className="h-auto w-fit p-0"
        >
          {open ? 'Свернуть' : 'Показать полностью'}
        </Button>
      )}
      <div className="flex flex-wrap items-center gap-4 empty:hidden">
        <NotificationLink link={notification.link} describedBy={titleId} onFollow={readOnFollow} />
        {unread && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-describedby={titleId}
            onClick={markAsRead}
            disabled={markRead.isPending || !online}
          >
            {markRead.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <CheckIcon aria-hidden="true" />}
            Прочитано
          </Button>
        )}
      </div>
    </Card>
  );
}

export { NotificationItem };
