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

const PLACEHOLDERS = 3;

interface ListSkeletonProps {
  /** What is loading, for assistive technology: «Загрузка событий». */
  label: string;
  /** One item's shape, in the kit's `Skeleton`s. */
  children: React.ReactNode;
  /** Classes of each placeholder card. */
  className?: string;
}

/** A list's shape while its first page loads (PagedList's `skeleton`): a few cards, announced once as a status. */
function ListSkeleton({ label, children, className }: ListSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <div key={index} className={cn('grid gap-3 rounded-xl border p-4', className)}>
          {children}
        </div>
      ))}
    </div>
  );
}

export { ListSkeleton, Skeleton };
