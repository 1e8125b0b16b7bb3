import { Link } from 'react-router-dom';
import { ArrowRightIcon, ExternalLinkIcon } from 'lucide-react';
import { Button } from '@cabinet/kit/ui';
import { notificationTarget } from '../lib/notification-target.ts';

interface NotificationLinkProps {
  link: string | null;
  /** Id of the notification's title, which tells the links of a list apart. */
  describedBy: string;
  /** Following an unread notification's link counts as reading it. */
  onFollow: () => void;
}

/** «Перейти»: the notification's optional link, in the app or in a new tab. */
function NotificationLink({ link, describedBy, onFollow }: NotificationLinkProps) {
  const target = notificationTarget(link);
  if (!target) return null;
  return (
    <Button asChild variant="link" size="sm" className="h-8 px-0 has-[>svg]:px-0">
      {target.kind === 'internal' ? (
        <Link to={target.path} aria-describedby={describedBy} onClick={onFollow}>
          Перейти
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      ) : (
        <a href={target.url} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy} onClick={onFollow}>
          Перейти
          <ExternalLinkIcon aria-hidden="true" />
          <span className="sr-only">(откроется в новой вкладке)</span>
        </a>
      )}
    </Button>
  );
}

export { NotificationLink };
