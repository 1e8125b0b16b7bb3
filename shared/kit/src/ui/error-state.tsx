import * as React from 'react';
import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';

import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

type ErrorStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The headline; «Не удалось загрузить данные» by default. */
  title?: React.ReactNode;
  /** Detail, e.g. the API error's message. */
  description?: React.ReactNode;
  /** When given, a «Повторить» button calls it. */
  onRetry?: () => void;
  /** Label of the retry button; «Повторить» by default. */
  retryLabel?: string;
  /** Disables the retry button while a retry is under way. */
  retrying?: boolean;
};

/** A failed load inside a page or section; announced as an alert. */
function ErrorState({
  className,
  title = 'Не удалось загрузить данные',
  description,
  onRetry,
  retryLabel = 'Повторить',
  retrying = false,
  children,
  ...props
}: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn('flex flex-col items-center justify-center gap-3 p-8 text-center', className)}
      {...props}
    >
      <CircleAlertIcon data-slot="error-state-icon" aria-hidden="true" className="size-10 text-destructive" />
      <p data-slot="error-state-title" className="text-base font-medium">
        {title}
      </p>
      {description && (
        <p data-slot="error-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children}
      {onRetry && (
        <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCwIcon aria-hidden="true" className={cn(retrying && 'animate-spin motion-reduce:animate-none')} />
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

export { ErrorState };
