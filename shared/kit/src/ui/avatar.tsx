import * as React from 'react';
import { cn } from '../lib/cn.ts';

/** «Анна Смирнова» → «АС». */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface AvatarProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  name: string;
  url: string | null;
  /** The image's text alternative; empty when the name is written beside it. */
  alt?: string;
}

/**
 * The user's photo, or their initials on a tinted circle when there is
 * none. Size it with `className` (`size-8`, `size-20 text-2xl`).
 */
function Avatar({ name, url, alt = 'Фото профиля', className, ...props }: AvatarProps) {
  return (
    <span
      data-slot="avatar"
      className={cn('inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted font-medium text-muted-foreground', className)}
      {...props}
    >
      {url ? <img src={url} alt={alt} className="size-full object-cover" /> : <span aria-hidden="true">{initials(name)}</span>}
    </span>
  );
}

export { Avatar };
