import * as React from 'react';

import { cn } from '../lib/cn.ts';

/** A placeholder block while content loads; hidden from screen readers (announce loading elsewhere). */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-accent motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Skeleton };
