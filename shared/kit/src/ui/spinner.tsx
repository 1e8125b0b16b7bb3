import * as React from 'react';
import { LoaderCircleIcon } from 'lucide-react';

import { cn } from '../lib/cn.ts';

/** A spinning indicator, announced as «Загрузка» unless given another label. */
function Spinner({ className, 'aria-label': label = 'Загрузка', ...props }: React.ComponentProps<'svg'>) {
  return (
    <LoaderCircleIcon
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn('size-4 animate-spin motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** A centred spinner with visible text, for a section whose data is loading. */
function LoadingState({ className, children = 'Загрузка…', ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="loading-state"
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircleIcon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

export { LoadingState, Spinner };
