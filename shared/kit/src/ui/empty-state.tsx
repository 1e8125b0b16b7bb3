import * as React from 'react';
import { InboxIcon } from 'lucide-react';

import { cn } from '../lib/cn.ts';

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Decorative icon; an inbox by default. */
  icon?: React.ReactNode;
  /** A call to action under the text (a Button, a link). */
  action?: React.ReactNode;
};

/** What a list shows when it has nothing: «Уведомлений нет», with an optional action. */
function EmptyState({ className, title, description, icon, action, children, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 p-8 text-center', className)}
      {...props}
    >
      <div data-slot="empty-state-icon" aria-hidden="true" className="text-muted-foreground [&_svg]:size-10">
        {icon ?? <InboxIcon />}
      </div>
      <p data-slot="empty-state-title" className="text-base font-medium">
        {title}
      </p>
      {description && (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children}
      {action && <div data-slot="empty-state-action">{action}</div>}
    </div>
  );
}

export { EmptyState };
